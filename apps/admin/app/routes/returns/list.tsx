/**
 * Return requests (decisions 0057, 0114): by status with counts, the order and customer, the reason
 * and the pickup address; approve, reject with a reason the shopper sees, record the goods received
 * (the order becomes returned). What cannot be undone asks first.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link, useFetcher } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen, SearchBox, StatusTabs } from "../../components/list.tsx";
import { Badge, Button, ConfirmDialog, Field, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { labelOf } from "../../lib/labels.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import { formatDate } from "../../lib/money.ts";
import { AddressLines } from "../orders/parts.tsx";
import type { Route } from "./+types/list";
import { MOVE_RETURN, RETURNS, type ReturnRow } from "./documents.ts";

const STATUSES = ["requested", "approved", "rejected", "received"] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (s: string | null): s is Status => STATUSES.includes(s as Status);

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const raw = url.searchParams.get("status");
  // The list opens on what waits for a decision.
  const status = raw === "all" ? null : isStatus(raw) ? raw : "requested";
  const r = await request(RETURNS, { options: listOptionsOf(state), filter: { status } });
  return { state, status, list: dataOf(r.returns), counts: dataOf(r.returnCounts) };
}

export async function clientAction({
  request: req,
}: Route.ClientActionArgs): Promise<ActionResult & { id: string; status: string }> {
  const form = await req.formData();
  const id = String(form.get("id"));
  const status = String(form.get("status"));
  const note = String(form.get("note") ?? "").trim();
  const { updateReturnStatus: r } = await request(MOVE_RETURN, { return: id, status, note: note || null });
  return { id, status, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
}

export const returnTone = (s: string) =>
  s === "rejected" ? "danger" : s === "received" ? "success" : s === "approved" ? "accent" : "neutral";

export default function Returns({ loaderData }: Route.ComponentProps) {
  const { state, status, list, counts } = loaderData;
  const { t } = useT();
  const columns = useReturnColumns();
  const total = STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return (
    <ListScreen
      title={t("area.returns")}
      lead={t("area.returns.lead")}
      tabs={
        <StatusTabs
          param="status"
          current={status ?? "all"}
          tabs={[
            ...STATUSES.map((s) => ({ value: s, label: t(`return.${s}`), count: counts[s] })),
            { value: "all", label: t("all"), count: total },
          ]}
        />
      }
      search={<SearchBox placeholder={t("searchReturns")} state={state} keep={{ status: status ?? "all" }} />}
      empty={list.items.length ? null : t("returnsEmpty")}
      filtered={!!state.search}
      page={list.page}
      total={list.total}
    >
      <DataTable
        caption={t("area.returns")}
        columns={columns}
        rows={list.items}
        rowId={(r) => r._id}
        state={state}
        sortable={["createdAt"]}
      />
    </ListScreen>
  );
}

function useReturnColumns() {
  const { t, lang, locale } = useT();
  return useMemo(() => {
    const column = columnsOf<ReturnRow>();
    return column.columns([
      column.accessor((r) => r.order.orderId, {
        id: "order",
        header: t("col.order"),
        cell: ({ row: { original: r } }) => (
          <Link
            to={`/orders/${r.order._id}`}
            className="whitespace-nowrap font-semibold text-accent-dark underline-offset-2 hover:underline"
          >
            <bdi dir="ltr">{r.order.orderId}</bdi>
          </Link>
        ),
      }),
      column.accessor((r) => r.customer?.name ?? "", {
        id: "customer",
        header: t("col.customer"),
        cell: ({ row: { original: r } }) =>
          r.customer ? (
            <>
              <bdi className="block">{r.customer.name}</bdi>
              <bdi className="block text-xs text-muted" dir="ltr">
                {r.customer.email}
              </bdi>
            </>
          ) : (
            <span className="text-muted">{t("noCustomer")}</span>
          ),
      }),
      column.accessor("reason", {
        header: t("col.reason"),
        cell: ({ row: { original: r } }) => (
          <>
            <bdi className="block max-w-xs">{r.reason}</bdi>
            {r.decisionNote && (
              <bdi className="mt-1 block max-w-xs text-xs text-danger">
                {t("rejectionNote", { note: r.decisionNote })}
              </bdi>
            )}
          </>
        ),
      }),
      column.accessor("pickupAddress", {
        header: t("col.pickup"),
        cell: (info) => (
          <div className="max-w-xs text-xs">
            <AddressLines address={info.getValue()} />
          </div>
        ),
      }),
      column.accessor("createdAt", {
        header: t("col.requested"),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue(), locale)}</span>
        ),
      }),
      column.accessor("status", {
        header: t("col.status"),
        cell: (info) => (
          <Badge tone={returnTone(info.getValue())}>{labelOf(lang, "return", info.getValue())}</Badge>
        ),
      }),
      column.display({
        id: "actions",
        header: t("col.actions"),
        cell: ({ row: { original: r } }) => <ReturnActions request={r} />,
      }),
    ]);
  }, [t, lang, locale]);
}

function ReturnActions({ request: r }: { request: ReturnRow }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== "idle";
  const doing = busy ? String(fetcher.formData?.get("status") ?? "") : "";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const send = (status: string) => fetcher.submit({ id: r._id, status }, { method: "post" });
  if (!r.nextStatuses.length) return null;
  return (
    <div className="flex min-w-40 flex-col items-start gap-2">
      {result && !result.ok && result.status !== "rejected" && (
        <Notice tone="danger">{result.message}</Notice>
      )}
      {r.nextStatuses.includes("approved") && (
        <Button
          busy={doing === "approved"}
          busyLabel={t("approving")}
          isDisabled={busy}
          onPress={() => send("approved")}
        >
          {t("approve")}
        </Button>
      )}
      {r.nextStatuses.includes("received") && (
        <ConfirmDialog
          trigger={
            <Button tone="secondary" isDisabled={busy}>
              {t("receive")}
            </Button>
          }
          title={t("receiveTitle")}
          body={t("receiveConfirm")}
          confirmLabel={t("receive")}
          busyLabel={t("receiving")}
          busy={doing === "received"}
          onConfirm={() => send("received")}
        />
      )}
      {r.nextStatuses.includes("rejected") && <RejectDialog request={r} disabled={busy} />}
    </div>
  );
}

/** Rejecting asks for the reason the shopper will read; the dialog keeps it after a refusal. */
function RejectDialog({ request: r, disabled }: { request: ReturnRow; disabled: boolean }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const done = fetcher.state === "idle" && fetcher.data?.ok;
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button tone="danger" isDisabled={disabled || busy}>
        {t("rejectReturn")}
      </Button>
      <ModalOverlay
        isDismissable={!busy}
        className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4"
      >
        <Modal className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <Dialog role="alertdialog" className="outline-none">
            {({ close }) => (
              <fetcher.Form method="post" ref={form} className="space-y-4">
                <Heading slot="title" className="text-lg font-semibold">
                  {t("rejectReturnTitle")}
                </Heading>
                <p className="text-muted">{t("rejectReturnLead")}</p>
                <input type="hidden" name="id" value={r._id} />
                <input type="hidden" name="status" value="rejected" />
                {error && <Notice tone="danger">{error.message}</Notice>}
                <Field label={t("rejectNote")} name="note" multiline isRequired error={error?.fields.note} />
                <div className="flex flex-wrap justify-end gap-3">
                  <Button tone="secondary" onPress={close} isDisabled={busy}>
                    {t("cancel")}
                  </Button>
                  <Button tone="danger" type="submit" busy={busy} busyLabel={t("rejectingReturn")}>
                    {t("rejectReturn")}
                  </Button>
                </div>
              </fetcher.Form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
