import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, type PageLocale } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useSignedIn } from "../account/use-account.ts";
import { ArrowEnd } from "../layout/icons.tsx";

/** The product form with the competition box ticked (built with the designer's tickets). */
const COMPETITION_FORM = "/profile/products/add?competition=1";

/**
 * The invitation to the design competition, only while the setting showForCompetitionInput is on
 * (decision 0062): a designer goes to the form; a visitor is asked to sign in or sign up as one; a
 * signed-in customer is told entries come from designer accounts.
 */
export function CompetitionInvite() {
  const { locale, settings } = useRootData();
  // From the summary loaded after the page, which is everyone's (decision 0128).
  const { user } = useSignedIn();
  return <CompetitionSection show={settings.showForCompetitionInput === true} locale={locale} user={user} />;
}

/** The section itself, from plain values (tested without a router's loader data). */
export function CompetitionSection({
  show,
  locale,
  user,
}: {
  show: boolean;
  locale: PageLocale;
  user: { role: string } | null;
}) {
  const { t } = useTranslation("idesign");
  if (!show) return null;
  const form = localePath(locale, COMPETITION_FORM);
  const next = `next=${encodeURIComponent(form)}`;
  const primary =
    "inline-flex h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark";
  const secondary =
    "inline-flex h-12 items-center rounded-full border border-canvas/40 px-6 font-semibold text-canvas hover:bg-canvas/10";
  return (
    <section
      aria-labelledby="idesign-competition"
      className="mt-14 grid gap-6 rounded-3xl bg-ink px-6 py-10 text-canvas nav:grid-cols-[1fr_auto] nav:items-center nav:px-12"
      data-testid="idesign-competition"
    >
      <div className="max-w-2xl">
        <p className="text-sm font-semibold text-sand">{t("competition.badge")}</p>
        <h2 id="idesign-competition" className="mt-2 text-2xl font-semibold nav:text-3xl">
          {t("competition.title")}
        </h2>
        <p className="mt-3 text-canvas/80">{t("competition.text")}</p>
        {user?.role !== "designer" ? (
          <p className="mt-3 text-sm text-canvas/70">
            {t(user ? "competition.customerHint" : "competition.guestHint")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {user?.role === "designer" ? (
          <Link to={form} className={primary}>
            {t("competition.enter")}
            <ArrowEnd size={16} className="rtl:-scale-x-100" />
          </Link>
        ) : user ? null : (
          <>
            <Link to={localePath(locale, `/login?${next}`)} className={primary}>
              {t("competition.signIn")}
              <ArrowEnd size={16} className="rtl:-scale-x-100" />
            </Link>
            <Link to={localePath(locale, `/register?type=designer&${next}`)} className={secondary}>
              {t("competition.register")}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
