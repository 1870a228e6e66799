import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation, useRevalidator, useRouteLoaderData, useSearchParams } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, switchLocalePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { CloseIcon } from "../layout/icons.tsx";
import {
  type AccountRole,
  type AuthFormHost,
  type AuthFormResult,
  type AuthMode,
  countryOptions,
  ForgotForm,
  LoginForm,
  NewPasswordForm,
  RegisterForm,
  useFollowUp,
} from "./auth-forms.tsx";
import type { Open, OverlayRequest } from "./auth-overlay-host.tsx";

/**
 * The page's overlay once it has been opened (auth-overlay-host.tsx mounts it with the first
 * request and keeps it): what is shown, and the next openings through `opener`.
 */
export function OverlayRoot({ first, opener }: { first: OverlayRequest; opener: RefObject<Open | null> }) {
  const [state, setState] = useState<OverlayRequest | null>(first);
  const close = useCallback(() => setState(null), []);
  const inPlace = useRef(!!first.options.inPlace);
  opener.current = (mode, options = {}) => {
    inPlace.current = !!options.inPlace;
    setState({ mode, options });
  };
  // Signed in in place: the root's data (the header's account) is not reloaded by navigations
  // within a language-country (root.tsx shouldRevalidate), so reload it once here (when the
  // address changes after the opening, as an effect on `search` would).
  // On a shared page the root has no account (decision 0128): the account summary, a fetcher, is
  // reloaded by the sign-in's action already, and a second reload here would reset the scroll.
  const { search } = useLocation();
  const { revalidate } = useRevalidator();
  const rootAccount = !!(useRouteLoaderData("root") as { account?: unknown } | undefined)?.account;
  const seen = useRef(search);
  useEffect(() => {
    if (seen.current === search) return;
    seen.current = search;
    if (!inPlace.current || !search.includes("loginSuccess=true")) return;
    inPlace.current = false;
    if (rootAccount) void revalidate();
  }, [search, revalidate, rootAccount]);
  const onMode = useCallback((mode: AuthMode) => setState((s) => ({ mode, options: s?.options ?? {} })), []);
  return (
    state && (
      <AuthOverlay mode={state.mode} inPlace={!!state.options.inPlace} onMode={onMode} onClose={close} />
    )
  );
}

/**
 * The header's overlay (specs §2 Header, §4 overlay modes): a modal <dialog> showing the login
 * (the specs' null mode), signup, forget or newPasswordForgot form. The forms are the pages'
 * (auth-forms.tsx) and post with fetchers to the pages' own actions, so errors come back beside
 * the fields in the page's language and nothing typed is lost; on success those actions answer
 * a document redirect (?reload): the current page reloads signed in, in the current
 * language-country, after the welcome step has merged the guest cart. `inPlace` (the wishlist
 * heart): the same steps as client navigations back to the same page, scroll kept, so that the page
 * can finish what the visitor started. Loaded lazily (auth-overlay-host.tsx).
 */
export default function AuthOverlay({
  mode,
  inPlace = false,
  onMode,
  onClose,
}: {
  mode: AuthMode;
  inPlace?: boolean;
  onMode: (mode: AuthMode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("account");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const location = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // A navigation (a link inside the overlay that leaves it) closes it.
  const opened = useRef(location.key);
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  // Each mode starts at its first field (focus would otherwise stay on the link that went away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a mode change moves the focus
  useEffect(() => {
    const field = ref.current?.querySelector<HTMLElement>(
      "form input:not([type=hidden]), form select, form textarea",
    );
    field?.focus();
  }, [mode]);

  // A click on the backdrop closes (pressed and released there, not a drag out of a field).
  const pressedOnBackdrop = useRef(false);

  const titles: Record<AuthMode, [string, string | undefined]> = {
    login: [t("auth.loginTitle"), t("auth.loginLead")],
    signup: [t("auth.registerTitle"), t("auth.registerLead")],
    forget: [t("auth.forgotTitle"), t("auth.forgotLead")],
    newPasswordForgot: [t("auth.newPasswordTitle"), t("auth.newPasswordLead")],
  };
  const [title, lead] = titles[mode];

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click; Escape closes the dialog natively
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (pressedOnBackdrop.current && e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="auth-dialog m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-surface p-0 text-ink nav:m-auto nav:h-fit nav:max-h-[calc(100dvh-4rem)] nav:w-[min(30rem,calc(100vw-2rem))] nav:rounded-3xl nav:shadow-2xl"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-surface px-5 pt-4 pb-3 nav:border-0 nav:px-8 nav:pt-7 nav:pb-0">
        <div>
          <h2 id={titleId} className="text-xl font-semibold nav:text-2xl">
            {title}
          </h2>
          {lead && mode !== "forget" && <p className="mt-1 text-sm text-muted">{lead}</p>}
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="-me-2 grid size-11 shrink-0 place-items-center rounded-full text-ink hover:bg-sand"
        >
          <CloseIcon />
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>
      <div className="px-5 pt-5 pb-8 nav:px-8 nav:pt-6">
        {mode === "login" && <LoginMode onMode={onMode} inPlace={inPlace} />}
        {mode === "signup" && <SignupMode onMode={onMode} inPlace={inPlace} />}
        {mode === "forget" && <ForgetMode onMode={onMode} inPlace={inPlace} lead={lead} />}
        {mode === "newPasswordForgot" && <NewPasswordMode onMode={onMode} inPlace={inPlace} />}
      </div>
    </dialog>
  );
}

type ModeProps = { onMode: (mode: AuthMode) => void; inPlace: boolean };

/**
 * Where the overlay's forms post: the page's route, and back to this page after, reloaded (or,
 * `inPlace`, as a client navigation).
 */
function useActions(inPlace: boolean) {
  const { locale } = useRootData();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("loginSuccess", "true");
  const next = switchLocalePath(pathname, `?${params}`, locale);
  const back = `next=${encodeURIComponent(next)}${inPlace ? "" : "&reload"}`;
  return {
    login: `${localePath(locale, "/login")}?${back}`,
    register: `${localePath(locale, "/register")}?${back}`,
    forgot: localePath(locale, "/forgetPassword"),
    // A new password signs in and goes home (the specs), a full load either way.
    reset: `${localePath(locale, "/forgetPassword")}?reload`,
  };
}

function useHost(action: string, { onMode, inPlace }: ModeProps) {
  const fetcher = useFetcher<AuthFormResult>();
  const FetcherForm = fetcher.Form;
  // In place, the redirects after signing in keep the scroll where it is.
  const Form = useMemo<AuthFormHost["Form"]>(
    () => (inPlace ? (props) => <FetcherForm {...props} preventScrollReset /> : FetcherForm),
    [FetcherForm, inPlace],
  );
  const host: AuthFormHost = {
    Form,
    action,
    busy: fetcher.state !== "idle",
    onSwitch: onMode,
  };
  return { host, result: fetcher.data };
}

function LoginMode(props: ModeProps) {
  const { host, result } = useHost(useActions(props.inPlace).login, props);
  return <LoginForm host={host} result={result} />;
}

function SignupMode(props: ModeProps) {
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const { host, result } = useHost(useActions(props.inPlace).register, props);
  const [role, setRole] = useState<AccountRole>("customer");
  const countries = useMemo(() => countryOptions(locale.lang), [locale.lang]);
  const values = { discountCode: params.get("discount_code") ?? "", ...(result?.values ?? {}) };
  return (
    <RegisterForm
      host={host}
      result={result?.values?.role === role ? result : undefined}
      role={role}
      values={result?.values?.role === role ? values : { discountCode: values.discountCode }}
      countries={countries}
      hrefFor={(r) => `${localePath(locale, "/register")}?type=${r}`}
      onRole={setRole}
    />
  );
}

function ForgetMode({ lead, ...props }: ModeProps & { lead?: string }) {
  const { host, result } = useHost(useActions(props.inPlace).forgot, props);
  const sent = result?.step === "sent";
  useFollowUp(sent, () => props.onMode("newPasswordForgot"));
  return (
    <>
      {!sent && lead && <p className="-mt-2 mb-5 text-sm text-muted">{lead}</p>}
      <ForgotForm host={host} result={result} sent={sent} />
    </>
  );
}

function NewPasswordMode(props: ModeProps) {
  const { host, result } = useHost(useActions(props.inPlace).reset, { ...props, inPlace: false });
  return <NewPasswordForm host={host} result={result} />;
}
