import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { settingText, useRootData } from "../../lib/root-data.ts";
import {
  AppleGlyph,
  ClockIcon,
  FacebookGlyph,
  InstagramGlyph,
  MailIcon,
  PhoneIcon,
  PinIcon,
  PinterestGlyph,
  PlayGlyph,
  StoreIcon,
} from "./footer-icons.tsx";
import { FOOTER_CLASS, FOOTER_ID } from "./layout-constants.ts";
import { socialUrl } from "./links.ts";
import { Logo } from "./logo.tsx";
import { PaymentLogos } from "./payment-logos.tsx";
import { SellButton } from "./supplier-dialog.tsx";

/** The customer-service links (returns live on the shipping page, decision 0063). */
const CUSTOMER_LINKS = [
  ["faq", "/faq"],
  ["giftCards", "/gift-cards"],
  ["shipping", "/shipping"],
  ["returns", "/shipping#returns"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["careers", "/careers"],
  ["b2b", "/b2b"],
  ["contactPage", "/contact"],
] as const;

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-base font-semibold text-canvas">
      {children}
    </h2>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-1 shrink-0 text-canvas/55">{icon}</span>
      <span className="min-w-0">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

function StoreBadge({
  href,
  icon,
  small,
  big,
}: {
  href: string;
  icon: ReactNode;
  small: string;
  big: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2.5 rounded-xl border border-canvas/25 px-3.5 py-2 hover:border-canvas hover:bg-canvas/5"
    >
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.7rem] text-canvas/70">{small}</span>
        <span lang="en" className="text-[0.95rem] font-semibold" dir="ltr">
          {big}
        </span>
      </span>
      <span className="sr-only">{t("footer.newTab")}</span>
    </a>
  );
}

/**
 * The default footer, driven by settings. Payment logos show on English pages only (the specs).
 * Rendered by the server; the browser keeps its markup without this code (site-layout.tsx).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { locale, settings } = useRootData();
  const ar = locale.lang === "ar";
  const s = (key: string) => settingText(settings, key);
  const about = s(ar ? "arTabFooter" : "tabFooter");
  const address = s(ar ? "arAddress" : "address");
  const hours = s(ar ? "arWorkingHours" : "workingHours");
  const phones = [s("adminPhone"), s("otherAdminPhone")].filter(Boolean);
  const email = s("supportEmail");
  const social = [
    { key: "facebook", url: socialUrl("facebook", s("fcAccount")), icon: <FacebookGlyph /> },
    { key: "instagram", url: socialUrl("instagram", s("instaAccount")), icon: <InstagramGlyph /> },
    { key: "pinterest", url: socialUrl("pinterest", s("pintsAccount")), icon: <PinterestGlyph /> },
  ] as const;
  const appStore = s("appStoreLink");
  const googlePlay = s("googlePlayLink");
  const vendors = s("vendorsLink");
  const supplierUrl = s("supplierSignupUrl");
  const linkClass = "rounded text-canvas/75 underline-offset-4 hover:text-canvas hover:underline";

  return (
    <footer id={FOOTER_ID} className={FOOTER_CLASS}>
      <div className="mx-auto grid max-w-7xl gap-x-8 gap-y-12 px-5 pt-14 pb-10 nav:grid-cols-12 nav:px-6 nav:pt-16">
        <section aria-labelledby="footer-about" className="nav:col-span-4">
          <h2 id="footer-about" className="sr-only">
            {t("footer.about")}
          </h2>
          <Logo locale={locale} tone="light" />
          {about && <p className="mt-5 max-w-sm text-canvas/75">{about}</p>}
          <Link
            to={localePath(locale, "/about")}
            className="mt-3 inline-block text-sm font-semibold text-canvas underline decoration-canvas/40 underline-offset-4 hover:decoration-canvas"
          >
            {t("footer.readMore")}
          </Link>
          <ul className="mt-3 flex gap-5 text-sm">
            <li>
              <Link to={localePath(locale, "/blog")} className={linkClass}>
                {t("footer.blog")}
              </Link>
            </li>
            <li>
              <Link to={localePath(locale, "/news")} className={linkClass}>
                {t("footer.news")}
              </Link>
            </li>
          </ul>
          {social.some((x) => x.url) && (
            <ul className="mt-7 flex gap-2" aria-label={t("footer.follow")}>
              {social
                .filter((x) => x.url)
                .map((x) => (
                  <li key={x.key}>
                    <a
                      href={x.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.social.${x.key}`)}
                      className="grid size-10 place-items-center rounded-full border border-canvas/25 text-canvas hover:border-canvas hover:bg-canvas hover:text-ink"
                    >
                      {x.icon}
                    </a>
                  </li>
                ))}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-customers" className="nav:col-span-3 lg:col-span-2">
          <Heading id="footer-customers">{t("footer.customers")}</Heading>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 nav:grid-cols-1">
            {CUSTOMER_LINKS.map(([key, path]) => (
              <li key={key}>
                <Link to={localePath(locale, path)} className={linkClass}>
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="nav:col-span-5 lg:col-span-3">
          <Heading id="footer-contact">{t("footer.contact")}</Heading>
          <ul className="space-y-3 text-canvas/75">
            {phones.length > 0 && (
              <ContactRow icon={<PhoneIcon size={18} />} label={t("footer.phone")}>
                {phones.map((phone) => (
                  <a
                    key={phone}
                    href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                    className={`${linkClass} block w-fit whitespace-nowrap`}
                  >
                    <bdi dir="ltr">{phone}</bdi>
                  </a>
                ))}
              </ContactRow>
            )}
            {email && (
              <ContactRow icon={<MailIcon size={18} />} label={t("footer.email")}>
                <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                  <bdi dir="ltr">{email}</bdi>
                </a>
              </ContactRow>
            )}
            {address && (
              <ContactRow icon={<PinIcon size={18} />} label={t("footer.address")}>
                {address}
              </ContactRow>
            )}
            {hours && (
              <ContactRow icon={<ClockIcon size={18} />} label={t("footer.hours")}>
                {hours}
              </ContactRow>
            )}
          </ul>
        </section>

        <section aria-labelledby="footer-apps" className="nav:col-span-12 lg:col-span-3">
          {(appStore || googlePlay) && (
            <>
              <Heading id="footer-apps">{t("footer.apps")}</Heading>
              <div className="flex flex-wrap gap-2.5">
                {appStore && (
                  <StoreBadge
                    href={appStore}
                    icon={<AppleGlyph size={24} />}
                    small={t("footer.downloadOn")}
                    big="App Store"
                  />
                )}
                {googlePlay && (
                  <StoreBadge
                    href={googlePlay}
                    icon={<PlayGlyph size={22} />}
                    small={t("footer.getItOn")}
                    big="Google Play"
                  />
                )}
              </div>
            </>
          )}
          {(supplierUrl || vendors) && (
            <div className="mt-8 rounded-2xl bg-canvas/5 p-5 ring-1 ring-canvas/10">
              <p className="font-semibold">{t("footer.sellTitle")}</p>
              <p className="mt-1 text-sm text-canvas/75">{t("footer.sellHint")}</p>
              <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
                <SellButton url={supplierUrl} />
                {vendors && (
                  <a
                    href={vendors}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-canvas underline decoration-canvas/40 underline-offset-4 hover:decoration-canvas"
                  >
                    <StoreIcon size={16} className="shrink-0" />
                    {t("footer.vendors")}
                    <span className="sr-only">{t("footer.newTab")}</span>
                  </a>
                )}
              </div>
            </div>
          )}
        </section>
      </div>

      {!ar && (
        <div className="mx-auto max-w-7xl px-5 pb-8 nav:px-6">
          <section aria-labelledby="footer-payment" className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <h2 id="footer-payment" className="text-sm text-canvas/75">
              {t("footer.payment")}
            </h2>
            <PaymentLogos />
          </section>
        </div>
      )}

      <div className="border-t border-canvas/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-5 py-5 text-sm text-canvas/75 nav:flex-row nav:justify-between nav:px-6">
          <p>
            © <span className="tabular-nums">{new Date().getFullYear()}</span> {t("brand.name")}.{" "}
            {t("footer.rights")}
          </p>
          <p>{t("brand.tagline")}</p>
        </div>
      </div>
    </footer>
  );
}
