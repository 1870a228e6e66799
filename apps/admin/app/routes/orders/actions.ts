/**
 * What the order page's buttons do (decision 0114): move the order, record cash collected, refund a
 * payment. Each answers an ActionResult with its intent; the loader runs again after it.
 */
import { type ActionResult, failed, request } from "../../lib/graphql.ts";
import { currentLanguage, translate } from "../../lib/i18n.ts";
import { minorOf } from "../../lib/money.ts";
import { COLLECT, MOVE, REFUND } from "./documents.ts";

export type OrderActionResult = ActionResult & {
  intent: string;
  refund?: { status: string; providerReason: string | null } | null;
};

export async function orderAction(orderId: string, form: FormData): Promise<OrderActionResult> {
  const intent = String(form.get("intent"));
  if (intent === "move") {
    const status = String(form.get("status"));
    const { updateOrderStatus: r } = await request(MOVE, { order: orderId, status });
    return { intent, ...(r.status_code === 200 ? { ok: true, message: status } : failed(r)) };
  }
  if (intent === "collect") {
    const { collectCashPayment: r } = await request(COLLECT, { order: orderId });
    return { intent, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
  }
  // refund: the amount typed in major units
  const amount = minorOf(String(form.get("amount") ?? ""));
  if (amount === null) {
    const message = translate(currentLanguage(), "amountNumbers");
    return { intent, ok: false, message, fields: { amount: message } };
  }
  const reason = String(form.get("reason") ?? "").trim();
  const { refundPayment: r } = await request(REFUND, {
    payment: String(form.get("payment")),
    amount,
    reason: reason || null,
    idempotencyKey: String(form.get("idempotencyKey")),
  });
  if (r.status_code !== 200) return { intent, ...failed(r) };
  return { intent, ok: true, refund: r.data };
}
