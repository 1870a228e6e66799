/**
 * One designer's request: what they sent (files downloaded through the private route), the
 * discussion, a reply, and the decision while it waits (accept into the store with its prices, or
 * reject with a reason after a confirmation). The moves offered come from the ticket's nextStatuses.
 */
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Badge, Button, ConfirmDialog, Field, FilePicker, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { currentLanguage, useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/detail";
import { ACCEPT, REJECT, REPLY, TICKET } from "./documents.ts";
import { statusTone } from "./list.tsx";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { ticket } = await request(TICKET, { id: params.id });
  return { ticket: dataOf(ticket) };
}

const numberOrNull = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))));
};
const textOrNull = (value: FormDataEntryValue | null) => String(value ?? "").trim() || null;

export async function clientAction({
  request: req,
  params,
}: Route.ClientActionArgs): Promise<ActionResult & { intent: string }> {
  const form = await req.formData();
  const intent = String(form.get("intent"));
  const ticket = params.id;
  if (intent === "reply") {
    const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
    const uploaded = await uploadAttachments(files);
    if (!uploaded.ok)
      return { intent, ok: false, message: uploaded.message, fields: { files: uploaded.message } };
    const { replyToTicket: r } = await request(REPLY, {
      ticket,
      text: textOrNull(form.get("text")),
      attachments: uploaded.ids,
    });
    return { intent, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
  }
  if (intent === "accept") {
    const { acceptTicket: r } = await request(ACCEPT, {
      ticket,
      arName: textOrNull(form.get("arName")),
      arDescription: textOrNull(form.get("arDescription")),
      egPrice: numberOrNull(form.get("egPrice")),
      egRevenue: numberOrNull(form.get("egRevenue")),
      suPrice: numberOrNull(form.get("suPrice")),
      suRevenue: numberOrNull(form.get("suRevenue")),
      availableEdition: numberOrNull(form.get("availableEdition")),
    });
    return { intent, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
  }
  const { rejectTicket: r } = await request(REJECT, { ticket, reason: textOrNull(form.get("reason")) });
  return { intent, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
}

/** Sends the team's files, one at a time, to the tickets' private store; answers their ids. */
async function uploadAttachments(
  files: File[],
): Promise<{ ok: true; ids: string[] } | { ok: false; message: string }> {
  const ids: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name);
    const response = await fetch("/api/tickets/attachments", {
      method: "POST",
      credentials: "same-origin",
      headers: { "accept-language": currentLanguage() },
      body,
    });
    const json = (await response.json()) as { data?: { _id: string }; message?: string };
    if (!response.ok || !json.data)
      return { ok: false, message: `${file.name}: ${json.message ?? response.status}` };
    ids.push(json.data._id);
  }
  return { ok: true, ids };
}

/** The accept form's prices, in major units: Egypt's required, Saudi Arabia's when it is sold there. */
const PRICE_FIELDS = ["egPrice", "egRevenue", "suPrice", "suRevenue"] as const;

type Result = Awaited<ReturnType<typeof clientAction>> | undefined;
const errorsOf = (result: Result, intent: string) =>
  result && !result.ok && result.intent === intent ? result : null;

export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const { ticket } = loaderData;
  const { t, lang, locale } = useT();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EGP",
    maximumFractionDigits: 0,
  });
  const status = ticket.productStatus as keyof typeof statusTone;
  return (
    <>
      <Link to="/tickets" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToTickets")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <bdi>{ticket.name}</bdi>
        </h1>
        <Badge tone={statusTone[status] ?? "neutral"}>{t(`ticket.${status}`)}</Badge>
        {ticket.ticketForCompetition && <Badge tone="neutral">{t("competition")}</Badge>}
      </div>
      <p className="mt-1 text-muted">
        <bdi>{ticket.designer.name}</bdi> ·{" "}
        {ticket.category ? (lang === "ar" ? ticket.category.arName : ticket.category.name) : "—"} ·{" "}
        <span className="tabular-nums">{money.format(ticket.basePrice / 100)}</span> ·{" "}
        {date.format(new Date(ticket.createdAt))}
      </p>
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <section className="rounded-lg border border-line bg-white p-5">
            <h2 className="font-semibold">{t("description")}</h2>
            <p className="mt-2 whitespace-pre-line">
              <bdi>{ticket.description}</bdi>
            </p>
            <h2 className="mt-5 font-semibold">{t("attachments")}</h2>
            {ticket.attachments.length ? (
              <ul className="mt-2 flex flex-wrap gap-3">
                {ticket.attachments.map((file) => (
                  <li key={file._id}>
                    <a
                      href={file.url}
                      download={file.name}
                      className="block rounded-md border border-line p-2 text-sm hover:border-accent"
                      aria-label={t("download", { name: file.name })}
                    >
                      {file.isImage ? (
                        <img src={file.url} alt="" className="mb-1 h-24 w-32 rounded object-cover" />
                      ) : null}
                      <bdi>{file.name}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">{t("noAttachments")}</p>
            )}
          </section>
          <Discussion ticket={ticket} />
        </div>
        <Decision ticket={ticket} />
      </div>
    </>
  );
}

type Ticket = Route.ComponentProps["loaderData"]["ticket"];

function Discussion({ ticket }: { ticket: Ticket }) {
  const { t, locale } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const error = errorsOf(fetcher.data, "reply");
  const sent = fetcher.state === "idle" && fetcher.data?.intent === "reply" && fetcher.data.ok;
  useEffect(() => {
    if (sent) form.current?.reset();
  }, [sent]);
  return (
    <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="discussion">
      <h2 id="discussion" className="font-semibold">
        {t("discussion")}
      </h2>
      {ticket.messages.length ? (
        <ol className="mt-3 space-y-3">
          {ticket.messages.map((m) => (
            <li
              key={m._id}
              className={`rounded-md p-3 ${m.fromTeam ? "ms-8 bg-accent/5" : "me-8 bg-canvas"}`}
            >
              <p className="text-xs text-muted">
                <bdi>{m.fromTeam ? t("fromTeam") : m.senderName}</bdi> · {date.format(new Date(m.createdAt))}
              </p>
              <p className="mt-1 whitespace-pre-line">
                <bdi>{m.text}</bdi>
              </p>
              {m.attachments.map((a) => (
                <a
                  key={a._id}
                  href={a.url}
                  download={a.name}
                  className="me-3 text-sm text-accent-dark underline"
                >
                  <bdi>{a.name}</bdi>
                </a>
              ))}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{t("noMessages")}</p>
      )}
      <fetcher.Form method="post" encType="multipart/form-data" ref={form} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="reply" />
        {sent && <Notice tone="success">{t("replySent")}</Notice>}
        {error && <Notice tone="danger">{error.message}</Notice>}
        <Field label={t("yourReply")} name="text" multiline error={error?.fields.text} isRequired />
        <FilePicker label={t("attachFiles")} name="files" />
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={t("sending")}>
          {t("send")}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function Decision({ ticket }: { ticket: Ticket }) {
  const { t, lang } = useT();
  const accept = useFetcher<typeof clientAction>();
  const reject = useFetcher<typeof clientAction>();
  const rejectForm = useRef<HTMLFormElement>(null);
  const acceptError = errorsOf(accept.data, "accept");
  const rejectError = errorsOf(reject.data, "reject");
  const notice = useRef<HTMLDivElement>(null);
  const done = accept.data?.ok || reject.data?.ok;
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  if (!ticket.nextStatuses.length)
    return (
      <aside className="h-fit rounded-lg border border-line bg-white p-5">
        <h2 className="font-semibold">{t("decide")}</h2>
        <div ref={notice} tabIndex={-1} className="mt-3 outline-none">
          {done ? (
            <Notice tone="success">
              {ticket.productStatus === "accepted" ? t("accepted") : t("rejected")}
            </Notice>
          ) : (
            <p className="text-muted">
              {t("answered", { status: t(`ticket.${ticket.productStatus as "accepted"}`) })}
            </p>
          )}
        </div>
        {ticket.product && (
          <a
            className="mt-3 inline-block text-accent-dark underline"
            href={`/${lang}-eg/products/${ticket.product.slug}`}
          >
            {t("viewProduct")}
          </a>
        )}
      </aside>
    );
  return (
    <aside className="h-fit space-y-6 rounded-lg border border-line bg-white p-5">
      <h2 className="font-semibold">{t("decide")}</h2>
      {ticket.nextStatuses.includes("accepted") && (
        <accept.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="accept" />
          <p className="text-sm text-muted">{t("acceptLead")}</p>
          {acceptError && <Notice tone="danger">{acceptError.message}</Notice>}
          <Field label={t("arName")} name="arName" error={acceptError?.fields.arName} />
          <Field
            label={t("arDescription")}
            name="arDescription"
            multiline
            error={acceptError?.fields.arDescription}
          />
          <div className="grid grid-cols-2 gap-3">
            {PRICE_FIELDS.map((name) => (
              <Field
                key={name}
                label={t(name)}
                name={name}
                inputMode="decimal"
                defaultValue={name === "egPrice" ? String(ticket.basePrice / 100) : undefined}
                error={acceptError?.fields[name]}
                isRequired={name.startsWith("eg")}
              />
            ))}
          </div>
          <Field
            label={t("availableEdition")}
            name="availableEdition"
            inputMode="numeric"
            error={acceptError?.fields.availableEdition}
          />
          <Button
            type="submit"
            busy={accept.state !== "idle"}
            busyLabel={t("accepting")}
            isDisabled={reject.state !== "idle"}
          >
            {t("accept")}
          </Button>
        </accept.Form>
      )}
      {ticket.nextStatuses.includes("rejected") && (
        <reject.Form method="post" ref={rejectForm} className="space-y-3 border-t border-line pt-5">
          <input type="hidden" name="intent" value="reject" />
          {rejectError && <Notice tone="danger">{rejectError.message}</Notice>}
          <Field label={t("reason")} name="reason" multiline error={rejectError?.fields.reason} isRequired />
          <ConfirmDialog
            trigger={<Button tone="danger">{t("reject")}</Button>}
            title={t("rejectConfirmTitle")}
            body={t("rejectConfirm")}
            confirmLabel={t("reject")}
            busyLabel={t("rejecting")}
            busy={reject.state !== "idle"}
            onConfirm={() => reject.submit(rejectForm.current)}
          />
        </reject.Form>
      )}
    </aside>
  );
}
