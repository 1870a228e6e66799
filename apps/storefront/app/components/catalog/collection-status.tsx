import { formatDate } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import type { CollectionCard } from "./types.ts";

export type { CollectionCard };

export function CollectionStatus({ c }: { c: CollectionCard }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const ended = new Date(c.endDate).getTime() < Date.now();
  const text = c.running
    ? t("pages.collectionRunning", {
        n: c.discount,
        date: formatDate(c.endDate, locale.lang, locale.country),
      })
    : ended
      ? t("pages.collectionEnded")
      : t("pages.collectionComing", { date: formatDate(c.startDate, locale.lang, locale.country) });
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${c.running ? "bg-danger/10 text-danger" : "bg-sand text-muted"}`}
    >
      {text}
    </span>
  );
}
