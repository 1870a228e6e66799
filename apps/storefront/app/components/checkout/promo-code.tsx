/**
 * The code field of the cart and the payment page (decision 0059): apply a coupon or gift card
 * code, see what it takes off or why it does not apply, remove it. Plain forms: with JavaScript
 * they submit without a reload, without it the page posts and comes back with the same state.
 */
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { PromoResult, Promotions } from "../../routes/checkout/lib/promo.server.ts";
import { Spinner } from "../account/form.tsx";

type Money = (minor: number) => string;

export function PromoCodeBox({
  promotions,
  result,
  signedIn = true,
  next,
  money,
}: {
  promotions: Promotions | null;
  result?: PromoResult["promo"] | null;
  signedIn?: boolean;
  /** Where login brings the shopper back. */
  next: string;
  money: Money;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  const navigation = useNavigation();
  const applying = navigation.state !== "idle" && navigation.formData?.get("intent") === "coupon";
  if (!signedIn)
    return (
      <p className="mt-5 rounded-2xl bg-sand/60 px-4 py-3 text-sm">
        {t("promo.login")}{" "}
        <Link
          to={`${localePath(locale, "/login")}?next=${encodeURIComponent(next)}`}
          className="font-semibold text-accent hover:underline"
        >
          {t("promo.loginLink")}
        </Link>
      </p>
    );
  const coupon = promotions?.coupon;
  const card = promotions?.giftCard;
  const failed = result && !result.ok ? result.message : null;
  return (
    <section className="mt-5 border-t border-line pt-5" aria-labelledby="promo-title">
      <h3 id="promo-title" className="text-sm font-semibold">
        {t("promo.title")}
      </h3>
      {coupon && (
        <Applied
          code={coupon.coupon.code}
          title={coupon.coupon.title}
          problem={coupon.problemMessage}
          detail={[
            coupon.coupon.discountAmount > 0
              ? t("promo.saves", { amount: money(coupon.coupon.discountAmount) })
              : "",
            coupon.coupon.freeDelivery ? t("promo.freeDelivery") : "",
          ]
            .filter(Boolean)
            .join(" · ")}
          intent="removeCoupon"
          removeLabel={t("promo.removeCoupon", { code: coupon.coupon.code })}
        />
      )}
      {card && (
        <Applied
          code={card.giftCard.code}
          title={t("summary.giftCard")}
          problem={card.problemMessage}
          detail={t("promo.giftCardPays", {
            amount: money(card.giftCard.amount),
            rest: money(card.giftCard.restAmount - card.giftCard.amount),
          })}
          intent="removeGiftCard"
          removeLabel={t("promo.removeGiftCard", { code: card.giftCard.code })}
        />
      )}
      {promotions?.referral && (
        <p className="mt-3 rounded-xl bg-success/10 px-3 py-2 text-sm text-success">
          {t("promo.referral", {
            percent: promotions.referral.percent,
            code: promotions.referral.code,
            amount: money(promotions.referral.discount),
          })}
        </p>
      )}
      <Form method="post" preventScrollReset className="mt-3">
        <label htmlFor="coupon-code" className="sr-only">
          {t("promo.label")}
        </label>
        <div className="flex gap-2">
          <input
            id="coupon-code"
            name="couponCode"
            key={result?.ok ? "applied" : "typing"}
            defaultValue={result && !result.ok ? result.typed : ""}
            placeholder={t("promo.placeholder")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "coupon-error" : undefined}
            className={`h-11 min-w-0 flex-1 rounded-xl border bg-canvas px-3 text-sm uppercase placeholder:normal-case ${failed ? "border-danger" : "border-line"}`}
          />
          <button
            type="submit"
            name="intent"
            value="coupon"
            disabled={applying}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl bg-ink px-4 text-sm font-semibold text-canvas hover:bg-ink/85 disabled:opacity-60"
          >
            {applying && <Spinner />}
            {applying ? t("promo.applying") : t("promo.apply")}
          </button>
        </div>
        <div aria-live="polite">
          {failed && (
            <p id="coupon-error" className="mt-2 text-sm text-danger">
              {failed}
            </p>
          )}
          {result?.ok && (
            <p className="mt-2 text-sm text-success">
              {result.intent === "coupon" ? t("promo.applied") : t("promo.removed")}
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}

function Applied({
  code,
  title,
  detail,
  problem,
  intent,
  removeLabel,
}: {
  code: string;
  title: string;
  detail: string;
  problem: string | null;
  intent: string;
  removeLabel: string;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div
      className={`mt-3 flex items-start justify-between gap-3 rounded-xl px-3 py-2 text-sm ring-1 ${problem ? "bg-danger/5 ring-danger/30" : "bg-success/5 ring-success/30"}`}
    >
      <div className="min-w-0">
        <p className="font-semibold">
          <span dir="ltr" className="font-mono">
            {code}
          </span>{" "}
          · {title}
        </p>
        <p className={problem ? "text-danger" : "text-muted"}>{problem ?? detail}</p>
      </div>
      <Form method="post" preventScrollReset>
        <button
          type="submit"
          name="intent"
          value={intent}
          aria-label={removeLabel}
          className="shrink-0 font-semibold text-danger hover:underline"
        >
          {t("promo.remove")}
        </button>
      </Form>
    </div>
  );
}

/** The discount rows of a summary: the coupon, the referral discount and the gift card. */
export function promotionRows(
  promotions: Promotions | null,
  t: ReturnType<typeof useTranslation>["t"],
  amounts?: { coupon: number; referral: number; giftCard: number },
): Array<{ label: string; amount: number; negative: true }> {
  if (!promotions) return [];
  const coupon =
    amounts?.coupon ?? (promotions.coupon?.problem ? 0 : (promotions.coupon?.coupon.discountAmount ?? 0));
  const referral = amounts?.referral ?? promotions.referral?.discount ?? 0;
  const giftCard =
    amounts?.giftCard ?? (promotions.giftCard?.problem ? 0 : (promotions.giftCard?.giftCard.amount ?? 0));
  return [
    ...(coupon > 0
      ? [
          {
            label: t("summary.coupon", { code: promotions.coupon!.coupon.code }),
            amount: coupon,
            negative: true as const,
          },
        ]
      : []),
    ...(referral > 0 ? [{ label: t("summary.referral"), amount: referral, negative: true as const }] : []),
    ...(giftCard > 0 ? [{ label: t("summary.giftCard"), amount: giftCard, negative: true as const }] : []),
  ];
}
