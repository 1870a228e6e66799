import { useId, useState } from "react";
import { Form } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { Checkbox, FormAlert, SubmitButton, TextField } from "../account/form.tsx";
import { giftCardArtPath } from "./art.ts";
import { Choice, Choices, choice, FieldError, type GiftCardDraft, Section } from "./form-parts.tsx";
import { GiftCardPreview } from "./gift-card-preview.tsx";

interface GiftCardOptions {
  currency: string;
  presets: number[];
  min: number;
  max: number;
  themes: string[];
  today: string;
  lastDay: string;
}

/** The form's fields as typed (strings), what the preview and a refused submit keep. */
export type { GiftCardDraft };

/** What the form shows before anything is typed. */
export function initialDraft(options: GiftCardOptions, lang: string): GiftCardDraft {
  return {
    theme: options.themes[0] ?? "general",
    amount: String(options.presets[1] ?? options.presets[0] ?? options.min),
    language: lang,
    startAt: options.today,
  };
}

/**
 * The purchase form: design, amount, recipient, sender and message, mail language and start date,
 * the nonrefundable agreement. Posts to the page's action (works without JavaScript); with it, the
 * preview and the message's character count follow what is typed.
 */
export function GiftCardForm({
  options,
  values,
  fields,
  alert,
  signedIn,
  userName,
}: {
  options: GiftCardOptions;
  values: GiftCardDraft;
  fields: Record<string, string>;
  alert?: string;
  signedIn: boolean;
  userName: string;
}) {
  const { t } = useTranslation("promotions");
  const { locale } = useRootData();
  const id = useId();
  const [draft, setDraft] = useState(values);
  const money = (major: number) => formatMoney(major * 100, locale.country, locale.lang);
  const symbol = COUNTRIES[locale.country].currencySymbols[locale.lang];
  const isCustom = draft.amount === "custom";
  const customValue = Number((draft.customAmount ?? "").trim());
  const shownAmount = isCustom
    ? customValue > 0
      ? money(customValue)
      : "—"
    : money(Number(draft.amount) || 0);
  const read = (form: HTMLFormElement) =>
    setDraft(
      Object.fromEntries(
        [...new FormData(form)].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
      ) as GiftCardDraft,
    );
  const described = (name: string) => (fields[name] ? `${id}-${name}-error` : undefined);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <div className="lg:sticky lg:top-28 lg:order-last">
        <p className="mb-3 text-sm font-semibold text-muted">{t("gift.preview")}</p>
        <GiftCardPreview
          theme={draft.theme ?? "general"}
          amount={shownAmount}
          recipient={(draft.recipientName ?? "").trim()}
          sender={(draft.senderName ?? "").trim() || userName}
        />
        <ol className="mt-6 hidden space-y-2 text-sm text-muted lg:block">
          <li className="font-semibold text-ink">{t("gift.how")}</li>
          {(["choose", "pay", "receive"] as const).map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-sand text-xs font-semibold text-ink">
                {i + 1}
              </span>
              {t(`gift.steps.${step}`)}
            </li>
          ))}
        </ol>
      </div>
      <Form method="post" noValidate className="space-y-5" onChange={(e) => read(e.currentTarget)}>
        <FormAlert>{alert}</FormAlert>
        <Section title={t("gift.design")}>
          <Choices label={t("gift.design")} describedBy={described("theme")}>
            {options.themes.map((theme) => (
              <Choice
                key={theme}
                name="theme"
                value={theme}
                values={values}
                className="group block cursor-pointer"
              >
                <img
                  src={giftCardArtPath(theme)}
                  alt=""
                  width={160}
                  height={100}
                  loading="lazy"
                  className="aspect-[8/5] w-full rounded-xl object-cover ring-1 ring-line transition group-hover:ring-ink/40 peer-checked:ring-[3px] peer-checked:ring-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
                />
                <span className="mt-1.5 block text-center text-sm peer-checked:font-semibold peer-checked:text-accent-dark">
                  {t(`gift.themes.${theme}`)}
                </span>
              </Choice>
            ))}
          </Choices>
          <FieldError id={`${id}-theme-error`} error={fields.theme} />
        </Section>
        <Section title={t("gift.amount")}>
          <Choices label={t("gift.amount")} describedBy={described("amount")}>
            {options.presets.map((preset) => (
              <Choice
                key={preset}
                name="amount"
                value={String(preset)}
                values={values}
                className="block h-14"
              >
                <span className={`${choice} tabular-nums`}>{money(preset)}</span>
              </Choice>
            ))}
          </Choices>
          <div className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:items-center">
            <Choice name="amount" value="custom" values={values} className="block h-12">
              <span className={`${choice} px-5`}>{t("gift.custom")}</span>
            </Choice>
            <div className="flex items-center gap-2">
              <input
                name="customAmount"
                inputMode="numeric"
                dir="ltr"
                aria-label={`${t("gift.customLabel")} (${symbol})`}
                placeholder={String(options.min)}
                defaultValue={values.customAmount}
                onFocus={(e) => {
                  const custom = e.currentTarget.form?.querySelector<HTMLInputElement>(
                    'input[name="amount"][value="custom"]',
                  );
                  if (custom && !custom.checked) {
                    custom.checked = true;
                    read(e.currentTarget.form!);
                  }
                }}
                aria-invalid={fields.amount && isCustom ? true : undefined}
                className="h-12 w-full min-w-0 rounded-xl border border-line bg-surface px-4 text-base tabular-nums hover:border-ink/30 focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-danger"
              />
              <span className="shrink-0 text-sm text-muted">{symbol}</span>
            </div>
          </div>
          <p className="mt-2 text-sm text-muted">
            {t("gift.amountHint", { min: money(options.min), max: money(options.max) })}
          </p>
          <FieldError id={`${id}-amount-error`} error={fields.amount} />
        </Section>
        <Section title={t("gift.recipient")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="recipientName"
              label={t("gift.recipientName")}
              autoComplete="off"
              maxLength={60}
              error={fields.recipientName}
              values={values}
            />
            <TextField
              name="recipientEmail"
              type="email"
              dir="ltr"
              label={t("gift.recipientEmail")}
              autoComplete="off"
              error={fields.recipientEmail}
              values={values}
            />
          </div>
        </Section>
        <Section title={t("gift.sender")}>
          <TextField
            name="senderName"
            label={t("gift.senderName")}
            placeholder={userName}
            optional
            maxLength={60}
            hint={userName ? t("gift.senderHint", { name: userName }) : undefined}
            error={fields.senderName}
            values={values}
          />
          <div className="mt-4">
            <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-semibold">
              {t("gift.message")}{" "}
              <span className="font-normal text-muted">{t("account:common.optional")}</span>
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              maxLength={300}
              defaultValue={values.message}
              placeholder={t("gift.messagePlaceholder")}
              aria-invalid={fields.message ? true : undefined}
              aria-describedby={`${id}-count${fields.message ? ` ${id}-message-error` : ""}`}
              className="block w-full rounded-xl border border-line bg-surface px-4 py-3 text-base hover:border-ink/30 focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-danger"
            />
            <p
              id={`${id}-count`}
              className="mt-1.5 text-end text-sm text-muted tabular-nums"
              aria-live="polite"
            >
              {t("gift.characters", { count: (draft.message ?? "").length })}
            </p>
            <FieldError id={`${id}-message-error`} error={fields.message} />
          </div>
        </Section>
        <Section title={t("gift.delivery")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <p className="mb-1.5 text-sm font-semibold" id={`${id}-language`}>
                {t("gift.language")}
              </p>
              <div role="radiogroup" aria-labelledby={`${id}-language`} className="grid grid-cols-2 gap-2">
                {(["ar", "en"] as const).map((lang) => (
                  <Choice key={lang} name="language" value={lang} values={values} className="block h-12">
                    <span className={choice} lang={lang}>
                      {t(`gift.languages.${lang}`)}
                    </span>
                  </Choice>
                ))}
              </div>
              <FieldError id={`${id}-language-error`} error={fields.language} />
            </div>
            <TextField
              name="startAt"
              type="date"
              dir="ltr"
              label={t("gift.startAt")}
              min={options.today}
              max={options.lastDay}
              required
              error={fields.startAt}
              values={values}
            />
          </div>
          <p className="mt-2 text-sm text-muted">{t("gift.startHint")}</p>
        </Section>
        <div className="rounded-3xl bg-surface p-5 ring-1 ring-line nav:p-7">
          <Checkbox
            name="agree"
            label={t("gift.agree")}
            defaultChecked={values.agree === "true"}
            error={fields.agree}
          />
          {!signedIn && <p className="mt-4 text-sm text-muted">{t("gift.guestNote")}</p>}
          <SubmitButton className="mt-5 w-full sm:w-auto sm:min-w-64">
            {signedIn ? t("gift.submit") : t("gift.signInToBuy")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
