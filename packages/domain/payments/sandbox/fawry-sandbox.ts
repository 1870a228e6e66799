/**
 * A loopback server that follows FawryPay's published API (charge request with its SHA-256
 * signature, payment status V2, refund, cancel unpaid order, V2 server notifications with their
 * messageSignature): the tests'
 * peer for the Fawry adapter and the demo's test gateway. It never moves money.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { decimal, notificationSignature, refundSignature, sha256 } from "../providers/fawry.provider.ts";
import { memorySandboxStore, type SandboxStore, uniqueNumber } from "./store.ts";

interface Charge {
  merchantRefNum: string;
  reference: string;
  amount: number;
  status: "UNPAID" | "PAID" | "EXPIRED" | "CANCELED" | "REFUNDED";
  /** Refunded so far, minor units. */
  refunded: number;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

export function createFawrySandbox(options: {
  merchantCode: string;
  secureKey: string;
  /** Where server notifications go (the merchant's configured callback URL). */
  notify?: (body: string) => Promise<void>;
  /** Where its charges are kept (decision 0129): memory by default, the database for the demo. */
  store?: SandboxStore;
}) {
  const store = options.store ?? memorySandboxStore();
  // Charges by the merchant's reference; `reference:` numbers point to the merchant's reference.
  const chargeKey = (merchantRefNum: string) => `fawry:charge:${merchantRefNum}`;
  const byReference = async (reference: string) => {
    const merchantRefNum = await store.get<string>(`fawry:reference:${reference}`);
    return merchantRefNum === undefined ? undefined : store.get<Charge>(chargeKey(merchantRefNum));
  };
  /** Changes a charge alone; answers it, or undefined when `change` refused (threw). */
  const change = (c: Charge, f: (x: Charge) => Charge) =>
    store.update<Charge>(chargeKey(c.merchantRefNum), f).catch(() => undefined);

  /** The V2 notification FawryPay would post for a charge in its current status. */
  function notification(c: Charge): Record<string, unknown> {
    const n: Record<string, unknown> = {
      requestId: `${c.reference}-${c.status}`,
      fawryRefNumber: c.reference,
      merchantRefNumber: c.merchantRefNum,
      paymentAmount: c.amount / 100,
      orderAmount: c.amount / 100,
      fawryFees: 0,
      orderStatus: c.status === "UNPAID" ? "NEW" : c.status,
      paymentMethod: "PAYATFAWRY",
      paymentRefrenceNumber: c.status === "PAID" ? `${c.reference}1` : "",
      orderExpiryDate: Date.now() + 86_400_000,
    };
    n.messageSignature = notificationSignature(n, options.secureKey);
    return n;
  }

  /** The shopper pays (or the code expires) at an outlet. */
  async function settle(reference: string, status: "PAID" | "EXPIRED", o: { notify?: boolean } = {}) {
    const found = await byReference(reference);
    if (!found) throw new Error("unknown reference");
    const c = await store.update<Charge>(chargeKey(found.merchantRefNum), (x) => {
      if (x.status === "CANCELED") throw new Error("the reference was cancelled: it can no longer be paid");
      return { ...x, status };
    });
    if (!c) throw new Error("unknown reference");
    const body = JSON.stringify(notification(c));
    if (o.notify !== false) await options.notify?.(body);
    return body;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/ECommerceWeb/Fawry/payments/charge") {
      const b = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
      const amount = Math.round(Number(b.amount) * 100);
      const expected = sha256(
        `${options.merchantCode}${b.merchantRefNum}${b.customerProfileId ?? ""}${b.paymentMethod}${decimal(amount)}${options.secureKey}`,
      );
      if (b.merchantCode !== options.merchantCode)
        return json({
          type: "ChargeResponse",
          statusCode: 9901,
          statusDescription: "merchant code is blank or invalid",
        });
      if (b.signature !== expected)
        return json({ type: "ChargeResponse", statusCode: 9946, statusDescription: "Wrong Signature" });
      const merchantRefNum = String(b.merchantRefNum);
      let charge = await store.get<Charge>(chargeKey(merchantRefNum));
      if (!charge) {
        const fresh: Charge = {
          merchantRefNum,
          reference: String(await uniqueNumber(store, "fawry:reference", merchantRefNum, 9_000_000_000)),
          amount,
          status: "UNPAID",
          refunded: 0,
        };
        // Two copies asked at once for one reference: the first one's charge is the charge.
        charge = (await store.claim(chargeKey(merchantRefNum), fresh))
          ? fresh
          : (await store.get<Charge>(chargeKey(merchantRefNum)))!;
      }
      return json({
        type: "ChargeResponse",
        referenceNumber: charge.reference,
        merchantRefNumber: charge.merchantRefNum,
        orderAmount: amount / 100,
        paymentAmount: amount / 100,
        fawryFees: 0,
        paymentMethod: "PAYATFAWRY",
        orderStatus: "UNPAID",
        statusCode: 200,
        statusDescription: "Operation done successfully",
      });
    }
    if (req.method === "POST" && url.pathname === "/ECommerceWeb/Fawry/payments/refund") {
      const b = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
      const amount = Math.round(Number(b.refundAmount) * 100);
      const reference = String(b.referenceNumber ?? "");
      const answer = (statusCode: number, statusDescription: string) =>
        json({ type: "ResponseDataModel", statusCode, statusDescription });
      if (b.signature !== refundSignature(options, reference, amount, String(b.reason ?? "")))
        return answer(9946, "Wrong Signature");
      const c = await byReference(reference);
      if (!c || (c.status !== "PAID" && c.status !== "REFUNDED")) return answer(9938, "payment not found");
      const refunded = await change(c, (x) => {
        if (!(amount > 0) || amount > x.amount - x.refunded) throw new Error("exceeds");
        const total = x.refunded + amount;
        return { ...x, refunded: total, status: total === x.amount ? "REFUNDED" : x.status };
      });
      if (!refunded) return answer(9954, "Refund amount exceeds the paid amount");
      return answer(200, "Operation done successfully");
    }
    if (req.method === "POST" && url.pathname === "/ECommerceWeb/api/orders/cancel-unpaid-order") {
      const b = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
      const reference = String(b.orderRefNo ?? "");
      const answer = (statusCode: number, statusDescription: string) =>
        json({ type: "ResponseDataModel", statusCode, statusDescription });
      if (b.signature !== sha256(`${reference}${b.merchantAccount}${b.lang}${options.secureKey}`))
        return answer(9946, "Wrong Signature");
      const c = await byReference(reference);
      if (!c) return answer(9938, "order not found");
      const cancelled = await change(c, (x) => {
        if (x.status === "PAID" || x.status === "REFUNDED") throw new Error("paid");
        return { ...x, status: "CANCELED" };
      });
      if (!cancelled) return answer(9954, "order is already paid");
      return answer(200, "Operation done successfully");
    }
    if (req.method === "GET" && url.pathname === "/ECommerceWeb/Fawry/payments/status/v2") {
      const ref = url.searchParams.get("merchantRefNumber") ?? "";
      if (url.searchParams.get("signature") !== sha256(`${options.merchantCode}${ref}${options.secureKey}`))
        return json({
          type: "PaymentStatusResponse",
          statusCode: 9946,
          statusDescription: "Wrong Signature",
        });
      const c = await store.get<Charge>(chargeKey(ref));
      if (!c)
        return json({
          type: "PaymentStatusResponse",
          statusCode: 9938,
          statusDescription: "payment not found",
        });
      return json({
        type: "PaymentStatusResponse",
        referenceNumber: c.reference,
        merchantRefNumber: ref,
        paymentAmount: c.amount / 100,
        orderAmount: c.amount / 100,
        orderStatus: c.status,
        paymentMethod: "PAYATFAWRY",
        statusCode: 200,
        statusDescription: "Operation done successfully",
      });
    }
    res.writeHead(404).end();
  });

  /**
   * References paid before this sandbox started (the demo's seeded orders): paid, refundable.
   * Each is adopted once, whichever copy starts first.
   */
  async function adopt(
    paid: Array<{ providerRef: string | null; id: string; amount: number; refunded: number }>,
  ) {
    for (const p of paid) {
      if (!p.providerRef) continue;
      const c: Charge = {
        merchantRefNum: p.id,
        reference: p.providerRef,
        amount: p.amount,
        status: "PAID",
        refunded: p.refunded,
      };
      if (await store.claim(chargeKey(p.id), c)) await store.put(`fawry:reference:${p.providerRef}`, p.id);
    }
  }

  return {
    server,
    settle,
    adopt,
    notification,
    async listen(port = 0, host = "127.0.0.1"): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      return `http://${host}:${(server.address() as { port: number }).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
