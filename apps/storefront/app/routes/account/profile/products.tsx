/**
 * profile/products: the designer's product requests by state, each with its unread replies; a
 * rejected one can be removed after a confirmation (decision 0060). Works without JavaScript.
 */
import { Link, redirect } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { ConfirmPanel } from "../../../components/account/confirm.tsx";
import { FormAlert } from "../../../components/account/form.tsx";
import { productPath } from "../../../components/catalog/links.ts";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { StatusChip, TicketDates } from "../../../components/tickets/ticket-parts.tsx";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";
import { refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/products";

const Q = graphql(`
  query MyTickets { getDesignerTickets { status_code data { _id name basePrice productStatus createdAt
    acceptionDate rejectionDate unreadCount ticketForCompetition category { name arName } product { slug } } } }
`);
type Ticket = NonNullable<ResultOf<typeof Q>["getDesignerTickets"]["data"]>[number];

const REMOVE = graphql(
  `mutation Remove($t: ID!) { removeRejectedTicket(ticket: $t) { status_code code message } }`,
);

const FILTERS = ["all", "waiting", "accepted", "rejected"] as const;
type Filter = (typeof FILTERS)[number];

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "My products" : "منتجاتي", loaderData?.lang ?? "ar") },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await requireUser(args, "complete");
  // Designers see their own requests; the team answers them in the back office (decision 0106).
  if (user.role !== "designer") throw redirect(localePath(locale, "/profile/edit"));
  const r = await gql(args.context, locale, Q);
  if (r.getDesignerTickets.status_code === 403) throw redirect(localePath(locale, "/profile/edit"));
  const asked = new URL(args.request.url).searchParams.get("status") as Filter | null;
  return {
    messages: pageMessages(locale.lang, ["tickets"]),
    lang: locale.lang,
    tickets: r.getDesignerTickets.data ?? [],
    filter: FILTERS.includes(asked as Filter) ? (asked as Filter) : "all",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql(context, locale, REMOVE, {
    t: String(form.get("ticket") ?? ""),
  });
  return r.removeRejectedTicket.status_code === 200
    ? { removed: true, message: "" }
    : refused({ removed: false, message: r.removeRejectedTicket.message });
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const { tickets, filter } = loaderData;
  const shown = filter === "all" ? tickets : tickets.filter((x) => x.productStatus === filter);
  const count = (f: Filter) =>
    f === "all" ? tickets.length : tickets.filter((x) => x.productStatus === f).length;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-xl">
          <h1 className="text-2xl font-semibold nav:text-3xl">{t("list.title")}</h1>
          <p className="mt-2 text-muted">{t("list.lead")}</p>
        </div>
        <Link
          to={localePath(locale, "/profile/products/add")}
          className="inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
        >
          {t("list.add")}
        </Link>
      </div>
      <div className="mt-4" aria-live="polite">
        <FormAlert tone="success">{actionData?.removed && t("list.removed")}</FormAlert>
        <FormAlert>{actionData?.message}</FormAlert>
      </div>
      {tickets.length > 0 && (
        <nav aria-label={t("list.title")} className="-mx-4 mt-6 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {FILTERS.map((f) => (
              <li key={f} className="shrink-0">
                <Link
                  to={f === "all" ? "?" : `?status=${f}`}
                  aria-current={f === filter ? "page" : undefined}
                  className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm ${f === filter ? "bg-ink font-semibold text-canvas" : "bg-surface ring-1 ring-line hover:bg-sand"}`}
                >
                  {t(`list.${f}`)}
                  <span className="tabular-nums opacity-70">{count(f)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="font-semibold">{tickets.length ? t("list.emptyFiltered") : t("list.empty")}</p>
          {!tickets.length && <p className="mt-2 text-muted">{t("list.emptyHint")}</p>}
          {!tickets.length && (
            <Link
              to={localePath(locale, "/profile/products/add")}
              className="mt-4 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
            >
              {t("list.add")}
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {shown.map((ticket) => (
            <TicketCard key={ticket._id} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const discuss = localePath(locale, `/profile/products/discuss/${ticket._id}`);
  const unread = ticket.unreadCount;
  const category = ticket.category && (locale.lang === "ar" ? ticket.category.arName : ticket.category.name);
  return (
    <li className="rounded-2xl bg-surface p-5 ring-1 ring-line" aria-labelledby={`ticket-${ticket._id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`ticket-${ticket._id}`} className="text-lg font-semibold" dir="auto">
            <Link to={discuss} className="hover:text-accent-dark">
              {ticket.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">
            {category && <>{category} · </>}
            {t("list.basePrice", { price: formatMoney(ticket.basePrice, "eg", locale.lang) })}
          </p>
          <div className="mt-1">
            <TicketDates ticket={ticket} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {ticket.ticketForCompetition && (
            <span className="inline-flex h-7 items-center rounded-full bg-accent/10 px-3 text-sm text-accent-dark">
              {t("list.competition")}
            </span>
          )}
          <StatusChip status={ticket.productStatus} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Link
          to={discuss}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-ink/20 px-4 text-sm font-semibold hover:border-ink"
        >
          {t("list.open")}
          {unread > 0 && (
            <span className="inline-flex h-6 items-center rounded-full bg-danger px-2 text-xs font-semibold text-white">
              {t("list.unread", { count: unread })}
            </span>
          )}
        </Link>
        {ticket.product && (
          <Link
            to={productPath(locale, ticket.product.slug)}
            className="text-sm font-semibold text-accent-dark underline-offset-4 hover:underline"
          >
            {t("list.viewProduct")}
          </Link>
        )}
        {ticket.productStatus === "rejected" && (
          <ConfirmPanel
            className="w-full"
            summaryClassName="h-10 px-4 text-sm text-danger ring-1 ring-danger/30 hover:bg-danger/5"
            action={t("list.remove")}
            question={t("list.removeConfirm")}
            yes={t("list.removeYes")}
            name="ticket"
            value={ticket._id}
            intent={`remove-${ticket._id}`}
          />
        )}
      </div>
    </li>
  );
}
