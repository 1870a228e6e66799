import { Link, useRouteLoaderData } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import type { RootData } from "../../lib/root-data.ts";
import { IconSprite } from "./icon-sprite.tsx";
import { ArrowEnd } from "./icons.tsx";
import { pageTitle } from "./page-title.ts";

/** A quiet empty room: window, hanging lamp, a plant, and the dashed outline of a missing sofa. */
function EmptyRoom() {
  return (
    <svg viewBox="0 0 320 200" className="w-full max-w-sm" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="empty-room-frame">
          <rect width="320" height="200" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#empty-room-frame)">
        <rect x="0" y="0" width="320" height="150" fill="#F1E9DD" />
        <rect x="0" y="150" width="320" height="50" fill="#E8DCCB" />
        <path d="M0 150h320" stroke="#D9C8B2" strokeWidth="2" />
        {/* window */}
        <rect x="196" y="26" width="78" height="74" rx="6" fill="#FAF7F2" stroke="#D9C8B2" strokeWidth="3" />
        <path d="M235 26v74M196 63h78" stroke="#D9C8B2" strokeWidth="3" />
        <circle cx="254" cy="44" r="7" fill="#F3C98B" opacity=".8" />
        {/* lamp */}
        <path d="M92 0v38" stroke="#6B625A" strokeWidth="2" />
        <path d="M74 56a18 18 0 0 1 36 0z" fill="#B4532A" />
        <ellipse cx="92" cy="58" rx="9" ry="3" fill="#F3C98B" />
        <path d="M70 62 58 120h68l-12-58" fill="#F3C98B" opacity=".18" />
        {/* missing sofa */}
        <g
          fill="none"
          stroke="#B4532A"
          strokeWidth="2.5"
          strokeDasharray="6 5"
          strokeLinecap="round"
          opacity=".75"
        >
          <rect x="52" y="98" width="104" height="30" rx="8" />
          <rect x="46" y="124" width="116" height="18" rx="6" />
          <rect x="34" y="112" width="16" height="32" rx="6" />
          <rect x="158" y="112" width="16" height="32" rx="6" />
          <path d="M50 144v6M158 144v6" />
        </g>
        {/* plant */}
        <path d="M270 150h26l-4-26h-18z" fill="#B4532A" />
        <path
          d="M283 124c-2-12-12-18-20-18 2 9 9 16 20 18zm0 0c1-14 8-24 18-26-1 12-8 22-18 26z"
          fill="#4F6B3A"
        />
        <path d="M283 124c0-10 0-20 2-28" stroke="#4F6B3A" strokeWidth="2" fill="none" />
        {/* rug */}
        <ellipse cx="102" cy="172" rx="74" ry="9" fill="#D9C8B2" opacity=".7" />
      </g>
    </svg>
  );
}

/**
 * The Arabic strings for when the root loader itself failed: the page is then Arabic (root.tsx)
 * and has no strings from the loader (decision 0040). Keep in step with UI.ar.errors.
 */
const NO_DATA = {
  notFound: "تعذر العثور على هذه الصفحة",
  notFoundHint: "ربما تغيّر الرابط أو لم تعد الصفحة متاحة.",
  generic: "حدث خطأ ما، يرجى المحاولة مرة أخرى",
  genericHint: "نعمل على إصلاح المشكلة. حاول مرة أخرى بعد قليل.",
  backHome: "العودة إلى الرئيسية",
};

/** The specs' error page: the status code, a message and a button back home. */
export function ErrorPage({ status = 404, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData("root") as RootData | undefined;
  const home = data ? localePath(data.locale, "/") : "/";
  const notFound = status === 404;
  const heading =
    message ??
    (notFound
      ? t("errors.notFound", { defaultValue: NO_DATA.notFound })
      : t("errors.generic", { defaultValue: NO_DATA.generic }));
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-6 pt-14 pb-20 text-center nav:pt-20">
      {/* React hoists it into the head: the error page has a title like every page (issue 12). */}
      <title>{pageTitle(heading, data?.locale.lang ?? "ar")}</title>
      {/* Without the root's data no layout is around it, nor the icons' sprite (decision 0083). */}
      {data ? null : <IconSprite />}
      <EmptyRoom />
      <p className="mt-8 rounded-full bg-sand px-3.5 py-1 text-sm font-semibold text-accent-dark tabular-nums">
        {status}
      </p>
      <h1 className="mt-3 text-2xl font-semibold text-balance nav:text-3xl">{heading}</h1>
      <p className="mt-3 text-muted text-balance">
        {notFound
          ? t("errors.notFoundHint", { defaultValue: NO_DATA.notFoundHint })
          : t("errors.genericHint", { defaultValue: NO_DATA.genericHint })}
      </p>
      <Link
        to={home}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-accent-dark"
      >
        {t("errors.backHome", { defaultValue: NO_DATA.backHome })}
        <ArrowEnd size={18} className="rtl:-scale-x-100" />
      </Link>
    </main>
  );
}
