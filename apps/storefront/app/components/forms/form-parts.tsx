/** Pieces the contact, careers and B2B forms share (decision 0065). */
import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { TextField } from "../account/form.tsx";
import { RobotCheck } from "../account/robot-check.tsx";
import { useSignedIn } from "../account/use-account.ts";

/** A labelled multi-line field with its hint and error; keeps what was typed (`values`). */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  values,
  optional,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  const described =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label} {optional && <span className="font-normal text-muted">{t("common.optional")}</span>}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        dir="auto"
        defaultValue={values?.[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`block w-full rounded-xl border bg-surface px-4 py-3 text-base focus-visible:outline-2 focus-visible:outline-accent ${error ? "border-danger" : "border-line hover:border-ink/30"}`}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The robot check for visitors only (a signed-in user's account answers for them); a new one per try. */
export function VisitorCheck({ error, attempt }: { error?: string; attempt?: number }) {
  const { user } = useSignedIn();
  if (user) return null;
  return <RobotCheck key={attempt} error={error} />;
}

/** A form page: title and lead, the form in a card, an optional aside beside it on desktop. */
export function FormPage({
  title,
  lead,
  aside,
  children,
}: {
  title: string;
  lead: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 nav:px-6 nav:py-12">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold nav:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted">{lead}</p>
      </div>
      <div className="mt-8 grid gap-8 nav:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-8">{children}</div>
        {aside && <aside className="min-w-0">{aside}</aside>}
      </div>
    </main>
  );
}

/** Who sends the form: a name, an email and a phone, kept when the form is refused. */
export function SenderFields({
  values,
  errors,
  nameField = "name",
  nameLabel,
  phoneOptional = false,
}: {
  values?: Record<string, string>;
  errors: Record<string, string>;
  nameField?: string;
  nameLabel?: string;
  phoneOptional?: boolean;
}) {
  const { t } = useTranslation("forms");
  return (
    <>
      <TextField
        name={nameField}
        label={nameLabel ?? t("common.name")}
        values={values}
        error={errors[nameField]}
        autoComplete="name"
        required
      />
      <TextField
        name="email"
        label={t("common.email")}
        type="email"
        values={values}
        error={errors.email}
        autoComplete="email"
        dir="ltr"
        required
      />
      <TextField
        name="phone"
        label={t("common.phone")}
        values={values}
        error={errors.phone}
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        optional={phoneOptional}
        required={!phoneOptional}
      />
    </>
  );
}
