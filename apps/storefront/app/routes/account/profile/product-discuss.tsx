/**
 * profile/products/discuss/:id: a designer's request and its conversation (decision 0060). The
 * designer writes here, with files; opening it marks the team's replies read. The team answers in
 * the back office (/admin/tickets, decision 0106).
 */
import { useEffect } from "react";
import { data, Link, redirect, useRevalidator, useSearchParams } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { FormAlert } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { AttachmentList, Conversation } from "../../../components/tickets/conversation.tsx";
import { clearTicketDraft } from "../../../components/tickets/draft.ts";
import { ReplyForm } from "../../../components/tickets/reply-form.tsx";
import { TicketFileFields, TicketMessageFields } from "../../../components/tickets/ticket-documents.ts";
import { StatusChip, TicketDates } from "../../../components/tickets/ticket-parts.tsx";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { formErrors, formValues, refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/product-discuss";

const Q = graphql(
  `
  query Ticket($id: ID!) {
    getTicketById(product: $id) {
      status_code
      data {
        _id name description basePrice productStatus createdAt acceptionDate rejectionDate category { name arName }
        designer { _id name } product { slug } attachments { ...TicketFileFields } messages { ...TicketMessageFields }
      }
    }
  }
`,
  [TicketFileFields, TicketMessageFields],
);
const READ = graphql(
  `mutation Read($t: ID) { updateResponsesNotifications(ticket: $t, increase: false) { status_code } }`,
);
const SEND = graphql(`
  mutation Send($t: ID!, $text: String, $a: [ID!]) { addTicketMessage(ticket: $t, text: $text, attachments: $a) {
    status_code code message errors fieldErrors { field code message } } }
`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.ticket.name ?? "", loaderData?.lang ?? "ar") }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await requireUser(args, "complete");
  if (user.role !== "designer") throw redirect(localePath(locale, "/profile/edit"));
  const r = await gql(args.context, locale, Q, {
    id: args.params.id,
  });
  const ticket = r.getTicketById.data;
  if (!ticket) throw data(null, { status: 404 });
  // Opening the conversation reads it; the page still shows which messages were new.
  const unread = ticket.messages.some((m) => m.fromTeam && !m.read);
  if (unread) await gql(args.context, locale, READ, { t: ticket._id });
  return {
    lang: locale.lang,
    ticket,
    markedRead: unread,
    messages: pageMessages(locale.lang, ["tickets"]),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql(context, locale, SEND, {
    t: params.id,
    text: String(form.get("text") ?? ""),
    a: form.getAll("attachments").map(String),
  });
  const answer = r.addTicketMessage;
  const none: Record<string, string> = {};
  if (answer.status_code === 200) return { done: true, message: "", fields: none, values: none };
  return refused({ done: false, ...formErrors(answer), values: formValues(form) });
}

export default function ProductDiscuss({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const { ticket } = loaderData;
  const [params] = useSearchParams();
  const sent = params.get("sent") === "1";
  useEffect(() => {
    if (sent) clearTicketDraft();
  }, [sent]);
  // The header's badge was read alongside this page, before its replies were marked read.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (loaderData.markedRead) void revalidate();
  }, [loaderData.markedRead, revalidate]);
  const category = ticket.category && (locale.lang === "ar" ? ticket.category.arName : ticket.category.name);
  return (
    <section className="max-w-3xl">
      <Link to={localePath(locale, "/profile/products")} className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("discuss.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold nav:text-3xl" dir="auto">
          {ticket.name}
        </h1>
        <StatusChip status={ticket.productStatus} />
      </div>
      <div className="mt-1">
        <TicketDates ticket={ticket} />
      </div>
      <div className="mt-4" aria-live="polite">
        {sent && <FormAlert tone="success">{t("discuss.submitted")}</FormAlert>}
        {ticket.productStatus === "accepted" && <FormAlert tone="success">{t("discuss.accepted")}</FormAlert>}
        {ticket.productStatus === "rejected" && <FormAlert>{t("discuss.rejected")}</FormAlert>}
      </div>
      <dl className="mt-6 grid gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:grid-cols-3">
        <Fact label={t("discuss.category")}>{category ?? "—"}</Fact>
        <Fact label={t("discuss.basePrice")}>{formatMoney(ticket.basePrice, "eg", locale.lang)}</Fact>
        <div className="sm:col-span-3">
          <p className="whitespace-pre-line text-sm" dir="auto">
            {ticket.description}
          </p>
          {ticket.attachments.length > 0 && (
            <div className="mt-4">
              <h2 className="text-sm font-semibold">{t("discuss.files")}</h2>
              <AttachmentList files={ticket.attachments} />
            </div>
          )}
        </div>
      </dl>
      <h2 className="mt-8 text-xl font-semibold">{t("discuss.conversation")}</h2>
      <Conversation messages={ticket.messages} />
      <ReplyForm
        sent={actionData?.done === true}
        error={actionData && !actionData.done ? actionData.message : undefined}
        text={actionData && !actionData.done ? actionData.values.text : undefined}
      />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold" dir="auto">
        {children}
      </dd>
    </div>
  );
}
