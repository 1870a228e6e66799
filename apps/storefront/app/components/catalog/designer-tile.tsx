import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { localName } from "../layout/links.ts";
import { UserText } from "../layout/user-text.tsx";
import { designerPath } from "./links.ts";
import type { DesignerCard } from "./types.ts";

export type { DesignerCard };

/** A designer's city in the page's language (the English name when no Arabic one is known). */
export const cityOf = (lang: string, d: Pick<DesignerCard, "city" | "arCity">) =>
  lang === "ar" ? (d.arCity ?? d.city) : d.city;

/** What a tile draws (no description). */
type DesignerTileData = Omit<DesignerCard, "description" | "arDescription">;

export function DesignerTile({ d, eager = false }: { d: DesignerTileData; eager?: boolean }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  return (
    <Link
      to={designerPath(locale, d.slug)}
      className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-surface p-5 text-center hover:shadow-md"
    >
      {d.image ? (
        <img
          src={d.image}
          alt=""
          width={250}
          height={250}
          loading={eager ? "eager" : "lazy"}
          className="size-24 rounded-full bg-sand object-cover"
        />
      ) : (
        <span className="grid size-24 place-items-center rounded-full bg-sand text-2xl font-semibold text-accent">
          {d.name.slice(0, 1)}
        </span>
      )}
      <UserText className="font-semibold group-hover:text-accent" text={localName(locale.lang, d)} />
      {d.city ? <span className="text-sm text-muted">{cityOf(locale.lang, d)}</span> : null}
      {d.productsCount !== null ? (
        <span className="text-xs text-muted">{t("card.designerProducts", { count: d.productsCount })}</span>
      ) : null}
    </Link>
  );
}
