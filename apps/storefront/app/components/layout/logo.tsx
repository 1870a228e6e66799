import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, type PageLocale } from "../../lib/locale.ts";
import { HouseMark } from "./core-icons.tsx";

/** The brand: the house mark and the name in the page's language. Links home. Never mirrored. */
export function Logo({
  locale,
  tone = "ink",
  size = "md",
}: {
  locale: PageLocale;
  tone?: "ink" | "light";
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={localePath(locale, "/")}
      className={`inline-flex shrink-0 items-center gap-2.5 rounded-lg ${tone === "light" ? "text-canvas" : "text-ink"}`}
    >
      <HouseMark size={size === "sm" ? 28 : 34} />
      <span
        className={`font-semibold leading-none ${size === "sm" ? "text-xl" : "text-2xl"} ${locale.lang === "ar" ? "pb-1" : "tracking-tight"}`}
      >
        {t("brand.name")}
      </span>
    </Link>
  );
}
