/** Pieces the designer's product pages share: the status chip and dates of a ticket. */
import { formatDate } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";

/** A request's status: waiting, accepted or rejected. */
type TicketStatus = string;

const TONES: Record<string, string> = {
  waiting: "bg-sand text-ink",
  accepted: "bg-success/15 text-success",
  rejected: "bg-danger/10 text-danger",
};

export function StatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("tickets");
  return (
    <span className={`inline-flex h-7 items-center rounded-full px-3 text-sm font-semibold ${TONES[status]}`}>
      {t(`list.${status}`)}
    </span>
  );
}

/** When the ticket was sent, and accepted or rejected. */
export function TicketDates({
  ticket,
}: {
  ticket: { createdAt: string; acceptionDate: string | null; rejectionDate: string | null };
}) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const date = (iso: string) => formatDate(iso, locale.lang, locale.country);
  return (
    <p className="text-sm text-muted">
      {t("list.sentOn", { date: date(ticket.createdAt) })}
      {ticket.acceptionDate && <> · {t("list.acceptedOn", { date: date(ticket.acceptionDate) })}</>}
      {ticket.rejectionDate && <> · {t("list.rejectedOn", { date: date(ticket.rejectionDate) })}</>}
    </p>
  );
}
