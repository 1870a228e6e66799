import { type ComponentType, type MouseEvent, type ReactNode, type RefAttributes, useEffect } from "react";
import { type FetcherFormProps, Link } from "react-router";
import { ISO_COUNTRIES } from "#domain/accounts/iso-countries.ts";
import type { Language } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { AvatarUpload } from "./avatar-upload.tsx";
import { CityField } from "./city-field.tsx";
import { Checkbox, FormAlert, PasswordField, SelectField, SubmitButton, TextField } from "./form.tsx";
import { RobotCheck } from "./robot-check.tsx";
import { SocialButtons } from "./social-buttons.tsx";

/**
 * The bodies of the sign-in, sign-up, forgot and new-password forms, shared by the auth pages
 * (routes/account/*, a plain <Form> posting to the page itself) and the header's overlay
 * (auth-overlay.tsx, a fetcher's <Form> posting to the same routes). One markup, two hosts.
 */

/** The specs' overlay modes (login is the specs' `null`). */
export type AuthMode = "login" | "signup" | "forget" | "newPasswordForgot";

/** The specs' forgot-password follow-up: the new-password step opens 4 s after the mail is sent. */
const FOLLOW_UP_MS = 4000;

/** What the login, register and forgetPassword actions answer when they do not redirect. */
export interface AuthFormResult {
  message?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  step?: "email" | "sent" | "code";
}

/** A page's <Form> or a fetcher's <Form>. */
type FormComponent = ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;

export interface AuthFormHost {
  Form: FormComponent;
  /** Where the form posts (the overlay); the pages post to themselves. */
  action?: string;
  /** The overlay passes its fetcher's state; the pages follow the navigation. */
  busy?: boolean;
  /** The overlay switches mode instead of following the link to the page. */
  onSwitch?: (mode: AuthMode) => void;
}

/** The action's message when no field carries it (it shows above the form then). */
function formMessage(result: AuthFormResult | undefined): string | null {
  const fields = result?.fields ?? {};
  return result?.message && !Object.keys(fields).length ? result.message : null;
}

const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey && !e.defaultPrevented;

/** A link to another auth page; in the overlay a plain click switches the overlay's mode instead. */
function ModeLink({
  to,
  mode,
  host,
  className = "font-semibold text-accent hover:underline",
  onClick,
  children,
}: {
  to: string;
  mode: AuthMode;
  host: AuthFormHost;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className}
      onClick={(e) => {
        onClick?.();
        if (!host.onSwitch || !plainClick(e)) return;
        e.preventDefault();
        host.onSwitch(mode);
      }}
    >
      {children}
    </Link>
  );
}

export function LoginForm({
  host,
  result,
  notice,
}: {
  host: AuthFormHost;
  result?: AuthFormResult;
  /** A message to show when the action has none (the page's social-login error). */
  notice?: string | null;
}) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { Form } = host;
  const fields = result?.fields ?? {};
  return (
    <>
      <FormAlert>{formMessage(result) ?? notice}</FormAlert>
      <Form method="post" action={host.action} noValidate className="space-y-4">
        <TextField
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          error={fields.email}
          values={result?.values}
        />
        <PasswordField
          name="password"
          label={t("auth.password")}
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <div className="text-end">
          <ModeLink
            to={localePath(locale, "/forgetPassword")}
            mode="forget"
            host={host}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t("auth.forgot")}
          </ModeLink>
        </div>
        <SubmitButton busy={host.busy} className="w-full">
          {t("auth.submitLogin")}
        </SubmitButton>
      </Form>
      <SocialButtons />
      <p className="mt-6 text-center text-sm">
        {t("auth.noAccount")}{" "}
        <ModeLink to={localePath(locale, "/register")} mode="signup" host={host}>
          {t("auth.createAccount")}
        </ModeLink>
      </p>
    </>
  );
}

interface CountryOption {
  iso2: string;
  name: string;
  en: string;
}

/** The designer form's countries in the page's language, sorted for it (value: the English name). */
export function countryOptions(lang: Language): CountryOption[] {
  return ISO_COUNTRIES.map((c) => ({
    iso2: c.iso2,
    name: lang === "ar" ? c.arName : c.name,
    en: c.name,
  })).sort((a, b) => a.name.localeCompare(b.name, lang));
}

export type AccountRole = "customer" | "designer";

/** The customer/designer switch: links (?type=) on the page, a state change in the overlay. */
function RoleTabs({
  role,
  hrefFor,
  onRole,
}: {
  role: AccountRole;
  hrefFor: (role: AccountRole) => string;
  onRole?: (role: AccountRole) => void;
}) {
  const { t } = useTranslation("account");
  const tab = (active: boolean) =>
    `flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold ${active ? "bg-ink text-canvas" : "text-ink hover:bg-sand"}`;
  return (
    <nav
      aria-label={t("auth.accountType")}
      className="mb-6 flex gap-1 rounded-full bg-canvas p-1 ring-1 ring-line"
    >
      {(["customer", "designer"] as const).map((r) => (
        <Link
          key={r}
          to={hrefFor(r)}
          replace
          preventScrollReset
          aria-current={role === r ? "page" : undefined}
          className={tab(role === r)}
          onClick={(e) => {
            if (!onRole || !plainClick(e)) return;
            e.preventDefault();
            onRole(r);
          }}
        >
          {t(`auth.${r}`)}
        </Link>
      ))}
    </nav>
  );
}

export function RegisterForm({
  host,
  result,
  role,
  values,
  countries,
  hrefFor,
  onRole,
}: {
  host: AuthFormHost;
  result?: AuthFormResult;
  role: AccountRole;
  /** What was typed (from the action), with the referral code of the address. */
  values: Record<string, string>;
  countries: CountryOption[];
  hrefFor: (role: AccountRole) => string;
  onRole?: (role: AccountRole) => void;
}) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { Form } = host;
  const designer = role === "designer";
  const fields = result?.fields ?? {};
  return (
    <>
      <RoleTabs role={role} hrefFor={hrefFor} onRole={onRole} />
      <FormAlert>{formMessage(result)}</FormAlert>
      {/* key: switching customer/designer resets the form's uncontrolled fields */}
      <Form method="post" action={host.action} noValidate className="space-y-4" key={role}>
        <input type="hidden" name="role" value={role} />
        <div className={designer ? "grid gap-4 sm:grid-cols-2" : ""}>
          <TextField
            name="fName"
            label={t("auth.fName")}
            autoComplete="given-name"
            required
            error={fields.fName}
            values={values}
          />
          {designer && (
            <TextField
              name="lName"
              label={t("auth.lName")}
              autoComplete="family-name"
              required
              error={fields.lName}
              values={values}
            />
          )}
        </div>
        <TextField
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          error={fields.email}
          values={values}
        />
        <PasswordField
          name="password"
          label={t("auth.password")}
          autoComplete="new-password"
          required
          minLength={4}
          error={fields.password}
        />
        {designer && (
          <>
            <SelectField
              name="country"
              label={t("auth.country")}
              defaultValue={values.country ?? "Egypt"}
              error={fields.country}
            >
              <option value="">{t("auth.chooseCountry")}</option>
              {countries.map((c) => (
                <option key={c.iso2} value={c.en}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <CityField
              countryField="country"
              defaultCountry={values.country ?? "Egypt"}
              values={values}
              error={fields.city}
            />
            <DescriptionField defaultValue={values.description} />
            <AvatarUpload name="image" defaultValue={values.image} error={fields.image} />
            <Checkbox
              name="termsAccepted"
              defaultChecked={values.termsAccepted === "true"}
              error={fields.termsAccepted}
              label={
                <>
                  {t("auth.terms")}{" "}
                  <Link
                    to={localePath(locale, "/terms")}
                    target="_blank"
                    className="font-semibold text-accent underline"
                  >
                    {t("auth.termsLink")}
                  </Link>
                </>
              }
            />
          </>
        )}
        <TextField
          name="discountCode"
          label={t("auth.referral")}
          hint={t("auth.referralHint")}
          optional
          dir="ltr"
          autoCapitalize="characters"
          error={fields.discountCode}
          values={values}
        />
        <RobotCheck error={fields.robot} />
        <SubmitButton busy={host.busy} className="w-full">
          {t("auth.submitRegister")}
        </SubmitButton>
      </Form>
      {!designer && <SocialButtons />}
      <p className="mt-6 text-center text-sm">
        {t("auth.haveAccount")}{" "}
        <ModeLink to={localePath(locale, "/login")} mode="login" host={host}>
          {t("auth.loginTitle")}
        </ModeLink>
      </p>
    </>
  );
}

function DescriptionField({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation("account");
  return (
    <div>
      <label htmlFor="description" className="mb-1.5 block text-sm font-semibold">
        {t("auth.description")} <span className="font-normal text-muted">{t("common.optional")}</span>
      </label>
      <textarea
        id="description"
        name="description"
        rows={3}
        defaultValue={defaultValue}
        placeholder={t("auth.descriptionHint")}
        className="block w-full rounded-xl border border-line bg-surface px-4 py-3 focus-visible:outline-2 focus-visible:outline-accent"
      />
    </div>
  );
}

/** The forgot-password request: the email field, or the "check your email" note once sent. */
export function ForgotForm({
  host,
  result,
  sent,
  onCode,
}: {
  host: AuthFormHost;
  result?: AuthFormResult;
  sent: boolean;
  /** The page's own step change when an "I have the code" link is followed. */
  onCode?: () => void;
}) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { Form } = host;
  const fields = result?.fields ?? {};
  const codeLink = `${localePath(locale, "/forgetPassword")}?step=code`;
  return (
    <>
      {sent ? (
        <div role="status" className="space-y-4">
          <p className="rounded-xl bg-success/10 px-4 py-3 text-success">
            <strong className="block">{t("auth.sentTitle")}</strong>
            {t("auth.sentBody")}
          </p>
          <ModeLink
            to={codeLink}
            mode="newPasswordForgot"
            host={host}
            onClick={onCode}
            className="inline-block font-semibold text-accent hover:underline"
          >
            {t("auth.toNewPassword")}
          </ModeLink>
        </div>
      ) : (
        <>
          <FormAlert>{formMessage(result)}</FormAlert>
          <Form method="post" action={host.action} noValidate className="space-y-4">
            <TextField
              name="email"
              type="email"
              label={t("auth.email")}
              autoComplete="email"
              dir="ltr"
              required
              error={fields.email}
              values={result?.values}
            />
            <SubmitButton busy={host.busy} intent="forgot" className="w-full">
              {t("auth.sendLink")}
            </SubmitButton>
          </Form>
          <ModeLink
            to={codeLink}
            mode="newPasswordForgot"
            host={host}
            onClick={onCode}
            className="mt-4 inline-block text-sm font-semibold text-accent hover:underline"
          >
            {t("auth.toNewPassword")}
          </ModeLink>
        </>
      )}
      <BackToLogin host={host} />
    </>
  );
}

/** The specs' newPasswordForgot step: the code from the mail and the new password (twice). */
export function NewPasswordForm({ host, result }: { host: AuthFormHost; result?: AuthFormResult }) {
  const { t } = useTranslation("account");
  const { Form } = host;
  const fields = result?.fields ?? {};
  return (
    <>
      <FormAlert>{formMessage(result)}</FormAlert>
      <Form method="post" action={host.action} noValidate className="space-y-4">
        <TextField
          name="token"
          label={t("auth.code")}
          dir="ltr"
          autoComplete="one-time-code"
          required
          error={fields.token}
          values={result?.values}
        />
        <PasswordField
          name="password"
          label={t("auth.newPassword")}
          autoComplete="new-password"
          required
          error={fields.password}
        />
        <PasswordField
          name="confirmPassword"
          label={t("auth.confirmPassword")}
          autoComplete="new-password"
          required
          error={fields.confirmPassword}
        />
        <SubmitButton busy={host.busy} intent="reset" className="w-full">
          {t("auth.savePassword")}
        </SubmitButton>
      </Form>
      <BackToLogin host={host} />
    </>
  );
}

function BackToLogin({ host }: { host: AuthFormHost }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  return (
    <p className="mt-6 text-center text-sm">
      <ModeLink to={localePath(locale, "/login")} mode="login" host={host}>
        {t("auth.backToLogin")}
      </ModeLink>
    </p>
  );
}

/** After the mail is sent: the new-password step follows after FOLLOW_UP_MS. */
export function useFollowUp(sent: boolean, next: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new "sent" starts the timer
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(next, FOLLOW_UP_MS);
    return () => clearTimeout(timer);
  }, [sent]);
}
