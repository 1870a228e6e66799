/**
 * profile/products/discuss/:id: a ticket and its conversation (decision 0060). The designer and
 * the team write here, with files; opening it marks the incoming messages read. Administrators
 * holding the tickets' permission also answer the request here (accept or reject) until the
 * dashboard exists: the same operations it will call.
 */
import { useEffect } from "react";
import { data, Link, redirect, useRevalidator, useSearchParams } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { FormAlert } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { AttachmentList, Conversation } from "../../../components/tickets/conversation.tsx";
import { clearTicketDraft } from "../../../components/tickets/draft.ts";
import { ReplyForm } from "../../../components/tickets/reply-form.tsx";
import { TeamAnswer } from "../../../components/tickets/team-answer.tsx";
import { TicketFileFields, TicketMessageFields } from "../../../components/tickets/ticket-documents.ts";
import { StatusChip, TicketDates } from "../../../components/tickets/ticket-parts.tsx";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { amountOf } from "../../../lib/typed-amount.ts";
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
const ACCEPT = graphql(`
  mutation Accept($t: ID!, $arName: String, $egPrice: Float, $egRevenue: Float, $suPrice: Float,
    $suRevenue: Float, $units: Int) { acceptTicket(ticket: $t, arName: $arName, egPrice: $egPrice, egRevenue: $egRevenue,
    suPrice: $suPrice, suRevenue: $suRevenue, availableEdition: $units) {
    status_code code message errors fieldErrors { field code message } } }
`);
const REJECT = graphql(`
  mutation Reject($t: ID!, $reason: String) { rejectTicket(ticket: $t, reason: $reason) {
    status_code code message errors fieldErrors { field code message } } }
`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.ticket.name ?? "", loaderData?.lang ?? "ar") }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await requireUser(args, "complete");
  if (user.role !== "designer" && !user.privilageType) throw redirect(localePath(locale, "/profile/edit"));
  const r = await gql(args.context, locale, Q, {
    id: args.params.id,
  });
  const ticket = r.getTicketById.data;
  if (!ticket) throw data(null, { status: 404 });
  const isTeam = ticket.designer._id !== user._id;
  // Opening the conversation reads it; the page still shows which messages were new.
  const unread = ticket.messages.some((m) => m.fromTeam !== isTeam && !m.read);
  if (unread) await gql(args.context, locale, READ, { t: ticket._id });
  return {
    lang: locale.lang,
    ticket,
    isTeam,
    markedRead: unread,
    messages: pageMessages(locale.lang, ["tickets"]),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "send");
  const number = (name: string) => {
    const typed = String(form.get(name) ?? "").trim();
    return typed ? amountOf(typed) : undefined;
  };
  const [operation, variables] =
    intent === "accept"
      ? ([
          ACCEPT,
          {
            t: params.id,
            arName: String(form.get("arName") ?? "") || undefined,
            egPrice: number("egPrice") ?? null,
            egRevenue: number("egRevenue") ?? null,
            suPrice: number("suPrice"),
            suRevenue: number("suRevenue"),
            units: Math.trunc(number("units") ?? 10),
          },
        ] as const)
      : intent === "reject"
        ? ([REJECT, { t: params.id, reason: String(form.get("reason") ?? "") }] as const)
        : ([
            SEND,
            { t: params.id, text: String(form.get("text") ?? ""), a: form.getAll("attachments").map(String) },
          ] as const);
  const r = await gql(context, locale, operation, variables);
  const answer = Object.values(r)[0]!;
  const none: Record<string, string> = {};
  if (answer.status_code === 200) return { intent, done: true, message: "", fields: none, values: none };
  return refused({ intent, done: false, ...formErrors(answer), values: formValues(form) });
}

export default function ProductDiscuss({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const { ticket, isTeam } = loaderData;
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
        {isTeam ? t("discuss.backTeam") : t("discuss.back")}
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
        {ticket.productStatus === "rejected" && !isTeam && <FormAlert>{t("discuss.rejected")}</FormAlert>}
        {actionData?.done && actionData.intent !== "send" && (
          <FormAlert tone="success">{t("discuss.answered")}</FormAlert>
        )}
        {!actionData?.done && actionData?.intent !== "send" && <FormAlert>{actionData?.message}</FormAlert>}
      </div>
      <dl className="mt-6 grid gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:grid-cols-3">
        {isTeam && <Fact label={t("discuss.designer")}>{ticket.designer.name}</Fact>}
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
      <Conversation messages={ticket.messages} isTeam={isTeam} />
      <ReplyForm
        sent={actionData?.intent === "send" && actionData.done}
        error={actionData?.intent === "send" && !actionData.done ? actionData.message : undefined}
        text={actionData?.intent === "send" && !actionData.done ? actionData.values.text : undefined}
      />
      {isTeam && ticket.productStatus === "waiting" && (
        <TeamAnswer
          errors={actionData && !actionData.done ? actionData.fields : {}}
          values={actionData && !actionData.done ? actionData.values : {}}
        />
      )}
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
