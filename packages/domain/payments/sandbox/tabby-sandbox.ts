/**
 * A loopback server that follows Tabby's published API (checkout session, hosted page, payments:
 * retrieve, capture, close, refund; webhooks with the registered auth header): the tests' peer for
 * the Tabby adapter and the demo's test gateway. It never moves money.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { memorySandboxStore, type SandboxStore } from "./store.ts";

interface Payment {
  id: string;
  status: "created" | "authorized" | "closed" | "rejected" | "expired";
  amount: string;
  currency: string;
  reference: string;
  urls: { success: string; cancel: string; failure: string };
  captures: Array<{ id: string; amount: string }>;
  refunds: Array<{ id: string; amount: string; reference_id: string }>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

export function createTabbySandbox(options: {
  secretKey: string;
  merchantCode: string;
  webhookHeader: string;
  webhookSecret: string;
  /** Delivers a webhook (default: nowhere; the demo posts to the site). */
  notify?: (body: string, headers: Record<string, string>) => Promise<void>;
  /** Where its payments are kept (decision 0129): memory by default, the database for the demo. */
  store?: SandboxStore;
}) {
  const store = options.store ?? memorySandboxStore();
  const paymentKey = (id: string) => `tabby:payment:${id}`;
  const paymentOf = (id: string) => store.get<Payment>(paymentKey(id));
  const change = (id: string, f: (p: Payment) => Payment) =>
    store.update<Payment>(paymentKey(id), f).catch(() => undefined);
  let base = "";
  const view = (p: Payment, upper = false) => ({
    id: p.id,
    status: upper ? p.status.toUpperCase() : p.status,
    amount: p.amount,
    currency: p.currency,
    order: { reference_id: p.reference },
    captures: p.captures,
    refunds: p.refunds,
  });
  /** The webhook Tabby would post now, with the registered auth header. */
  async function notify(p: Payment) {
    await options.notify?.(JSON.stringify(view(p)), {
      "content-type": "application/json",
      [options.webhookHeader.toLowerCase()]: options.webhookSecret,
    });
  }
  /** The shopper approves (authorized) or is rejected on the hosted page. */
  async function decide(paymentId: string, outcome: "authorized" | "rejected", o: { notify?: boolean } = {}) {
    const p = await change(paymentId, (x) => ({ ...x, status: outcome }));
    if (!p) throw new Error("unknown payment");
    if (o.notify !== false) await notify(p);
    return outcome === "authorized" ? p.urls.success : p.urls.failure;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith("/api/") && req.headers.authorization !== `Bearer ${options.secretKey}`)
      return json(401, { status: "error", errorType: "unauthorized" });
    const raw = req.method === "POST" ? await readBody(req) : "";
    const body = raw ? (JSON.parse(raw) as Record<string, never>) : {};
    if (req.method === "POST" && url.pathname === "/api/v2/checkout") {
      const pay = body.payment as
        | { amount: string; currency: string; order: { reference_id: string } }
        | undefined;
      if (body.merchant_code !== options.merchantCode || !pay)
        return json(400, { status: "error", errorType: "bad_data" });
      const p: Payment = {
        id: randomUUID(),
        status: "created",
        amount: pay.amount,
        currency: pay.currency,
        reference: pay.order.reference_id,
        urls: body.merchant_urls,
        captures: [],
        refunds: [],
      };
      await store.put(paymentKey(p.id), p);
      return json(200, {
        id: randomUUID(),
        status: "created",
        payment: view(p, true),
        configuration: { available_products: { installments: [{ web_url: `${base}/hpp?payment=${p.id}` }] } },
      });
    }
    const match = /^\/api\/v2\/payments\/([0-9a-f-]+)(?:\/(captures|close|refunds))?$/.exec(url.pathname);
    const p = match ? await paymentOf(match[1]!) : undefined;
    if (match && !p) return json(404, { status: "error", errorType: "not_found" });
    if (p && req.method === "GET" && !match![2]) return json(200, view(p, true));
    if (p && req.method === "POST" && match![2] === "captures") {
      const captured = await change(p.id, (x) => {
        if (x.status !== "authorized") throw new Error("not authorized");
        const captures = [
          ...x.captures,
          { id: randomUUID(), amount: String((body as Record<string, unknown>).amount) },
        ];
        const full = captures.reduce((s, c) => s + Number(c.amount), 0) >= Number(x.amount);
        return { ...x, captures, status: full ? "closed" : x.status };
      });
      if (!captured) return json(400, { status: "error", errorType: "bad_data" });
      await notify(captured);
      return json(200, view(captured, true));
    }
    if (p && req.method === "POST" && match![2] === "close") {
      const closed = await change(p.id, (x) => ({ ...x, status: "closed" }));
      return json(200, view(closed ?? p, true));
    }
    if (p && req.method === "POST" && match![2] === "refunds") {
      const b = body as Record<string, unknown>;
      const refunded = await change(p.id, (x) => {
        const captured = x.captures.reduce((s, c) => s + Number(c.amount), 0);
        const already = x.refunds.reduce((s, r) => s + Number(r.amount), 0);
        if (!(Number(b.amount) > 0) || Number(b.amount) > captured - already + 1e-9)
          throw new Error("amount exceeds captured");
        const refund = {
          id: randomUUID(),
          amount: String(b.amount),
          reference_id: String(b.reference_id ?? ""),
        };
        return { ...x, refunds: [...x.refunds, refund] };
      });
      if (!refunded)
        return json(400, { status: "error", errorType: "bad_data", error: "amount exceeds captured" });
      return json(200, view(refunded, true));
    }
    if (req.method === "GET" && url.pathname === "/hpp") {
      const id = url.searchParams.get("payment") ?? "";
      const q = await paymentOf(id);
      if (!q) return json(404, {});
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Manzil test gateway: Tabby</title>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<p style="background:#fff4d6;border:1px solid #e0b84c;padding:.75rem;border-radius:.5rem">Test gateway of the Manzil demo: no real payment is made. · بوابة اختبار لعرض منزل: لا تتم أي عملية دفع حقيقية.</p>
<h1>${q.currency} ${q.amount}</h1><p>4 × ${(Number(q.amount) / 4).toFixed(2)}</p>
<a style="display:block;margin:.5rem 0;padding:.75rem;border:1px solid #999;border-radius:.5rem;text-align:center" href="/hpp/decide?payment=${id}&outcome=authorized">Approve · موافقة</a>
<a style="display:block;margin:.5rem 0;padding:.75rem;border:1px solid #999;border-radius:.5rem;text-align:center" href="/hpp/decide?payment=${id}&outcome=rejected">Reject · رفض</a></body></html>`);
    }
    if (req.method === "GET" && url.pathname === "/hpp/decide") {
      try {
        const back = await decide(
          url.searchParams.get("payment") ?? "",
          url.searchParams.get("outcome") === "authorized" ? "authorized" : "rejected",
        );
        res.writeHead(302, { location: back });
        return res.end();
      } catch {
        return json(404, {});
      }
    }
    json(404, { status: "error", errorType: "not_found" });
  });

  return {
    server,
    decide,
    /** The webhook body Tabby would send for a payment now (tests alter it). */
    body: async (id: string) => JSON.stringify(view((await paymentOf(id))!)),
    async listen(port = 0, host = "127.0.0.1"): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      base = `http://${host}:${(server.address() as { port: number }).port}`;
      return base;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
