import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";

export const inputClass =
  "block h-12 w-full rounded-xl border bg-surface px-4 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-danger";

/** The error line under a field (announced with it through aria-describedby). */
function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {error}
    </p>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  values?: Record<string, string>;
  children?: ReactNode;
};

/** A labelled input with its hint and its error beside it; keeps what was typed (values). */
export function TextField({
  name,
  label,
  error,
  hint,
  optional,
  values,
  className = "",
  children,
  ...rest
}: FieldProps) {
  const { t } = useTranslation("account");
  const id = useId();
  const described =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label} {optional && <span className="font-normal text-muted">{t("common.optional")}</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          defaultValue={values?.[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${inputClass} ${error ? "border-danger" : "border-line hover:border-ink/30"}`}
          {...rest}
        />
        {children}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript; the field works without). */
export function PasswordField(props: FieldProps) {
  const { t } = useTranslation("account");
  const [shown, setShown] = useState(false);
  return (
    <TextField {...props} type={shown ? "text" : "password"} values={undefined} className={props.className}>
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        className="absolute inset-y-1 end-1 rounded-lg px-3 text-sm text-muted hover:bg-sand hover:text-ink"
        aria-pressed={shown}
      >
        {shown ? t("common.hidePassword") : t("common.showPassword")}
      </button>
    </TextField>
  );
}

export function SelectField({
  name,
  label,
  error,
  optional,
  children,
  className = "",
  ...rest
}: Omit<InputHTMLAttributes<HTMLSelectElement>, "name"> & {
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label} {optional && <span className="font-normal text-muted">{t("common.optional")}</span>}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${error ? "border-danger" : "border-line hover:border-ink/30"}`}
        {...(rest as object)}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function Checkbox({
  name,
  label,
  error,
  defaultChecked,
  value = "true",
}: {
  name: string;
  label: ReactNode;
  error?: string;
  defaultChecked?: boolean;
  value?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-accent"
        />
        <label htmlFor={id} className="text-sm leading-6">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The primary button; shows a spinner while its form is being sent. */
export function SubmitButton({
  children,
  intent,
  className = "",
  variant = "primary",
  busy: sending,
}: {
  children: ReactNode;
  intent?: string;
  className?: string;
  variant?: "primary" | "danger" | "quiet";
  /** A fetcher's form passes its own state; a page's form follows the navigation. */
  busy?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    sending ??
    (navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent));
  const colours = {
    primary: "bg-accent text-white hover:bg-accent-dark",
    danger: "bg-danger text-white hover:bg-[#8f1c13]",
    quiet: "border border-ink/20 text-ink hover:border-ink",
  }[variant];
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition-colors disabled:opacity-70 ${colours} ${className}`}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
    />
  );
}

/** A message above a form: the failure (danger) or the result (success). */
export function FormAlert({
  tone = "danger",
  children,
}: {
  tone?: "danger" | "success";
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={`mb-5 rounded-xl px-4 py-3 text-sm ${tone === "danger" ? "bg-danger/10 text-danger" : "bg-success/10 text-success"}`}
    >
      {children}
    </div>
  );
}

/**
 * The auth pages' content (login, register, forgot, reset): these pages export
 * `handle = { layout: "auth" }`, so AuthLayout draws the card around it.
 */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {lead && <p className="mt-1 text-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </>
  );
}
