/**
 * A loopback server that follows Paymob's published API (intention, unified checkout, auth token,
 * transaction inquiry, signed callbacks): the tests' peer for the Paymob adapter, and the demo's
 * clearly marked test gateway. It never moves money.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { paymobHmac, processedString, responseString } from "../providers/paymob.hmac.ts";
import { isSignedToken, memorySandboxStore, type SandboxStore, signedToken, uniqueNumber } from "./store.ts";

type SandboxOutcome = "success" | "declined" | "pending" | "error";

interface Intention {
  clientSecret: string;
  orderId: number;
  amount: number;
  currency: string;
  integration: number;
  reference: string;
  notificationUrl: string;
  redirectionUrl: string;
  transaction?: Record<string, unknown>;
  /** Refunded so far, cents. */
  refunded: number;
}

interface PaymobSandboxOptions {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  apiKey: string;
  /** Integration ids this merchant has. */
  integrations: number[];
  /**
   * Where its intentions and numbers are kept (decision 0129): this process's memory by default;
   * the demo gateway's copies share the database's.
   */
  store?: SandboxStore;
  /** Sends a callback (default: fetch); tests hand it to the app without a port. */
  deliver?: (
    url: string,
    init: { method: string; body?: string; headers: Record<string, string> },
  ) => Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

export function createPaymobSandbox(options: PaymobSandboxOptions) {
  const store = options.store ?? memorySandboxStore();
  // Intentions by client secret; `order:`/`transaction:` numbers point to their client secret.
  const key = (kind: "intention" | "order" | "transaction", id: string | number) => `paymob:${kind}:${id}`;
  const intentionOf = async (clientSecret: string) => store.get<Intention>(key("intention", clientSecret));
  const secretBy = async (kind: "order" | "transaction", id: number) =>
    Number.isSafeInteger(id) ? store.get<string>(key(kind, id)) : undefined;
  const deliver =
    options.deliver ??
    (async (url, init) => {
      await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    });

  async function transactionOf(i: Intention, outcome: SandboxOutcome) {
    return {
      id: await uniqueNumber(store, "paymob:transaction", i.clientSecret),
      pending: outcome === "pending",
      amount_cents: i.amount,
      success: outcome === "success",
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: i.integration,
      has_parent_transaction: false,
      order: { id: i.orderId, merchant_order_id: i.reference },
      created_at: new Date().toISOString().replace("Z", ""),
      currency: i.currency,
      error_occured: outcome === "error",
      owner: 4214,
      source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
    };
  }

  /** The shopper finishes on the checkout page: the processed callback, then the redirect back. */
  async function complete(clientSecret: string, outcome: SandboxOutcome, o: { notify?: boolean } = {}) {
    const i = await intentionOf(clientSecret);
    if (!i) throw new Error("unknown client secret");
    const t = await transactionOf(i, outcome);
    await store.update<Intention>(key("intention", clientSecret), (x) => ({ ...x, transaction: t }));
    if (o.notify !== false) {
      const hmac = paymobHmac(options.hmacSecret, processedString(t));
      await deliver(`${i.notificationUrl}?hmac=${hmac}`, {
        method: "POST",
        body: JSON.stringify({ type: "TRANSACTION", obj: t }),
        headers: { "content-type": "application/json" },
      });
    }
    const flat: Record<string, string> = {};
    for (const [k, v] of Object.entries(t)) {
      if (k === "order") flat.order = String(i.orderId);
      else if (k === "source_data")
        for (const [sk, sv] of Object.entries(v)) flat[`source_data.${sk}`] = String(sv);
      else flat[k] = String(v);
    }
    flat.merchant_order_id = i.reference;
    flat.hmac = paymobHmac(options.hmacSecret, responseString(flat));
    const joiner = i.redirectionUrl.includes("?") ? "&" : "?";
    return { redirect: `${i.redirectionUrl}${joiner}${new URLSearchParams(flat)}`, transaction: t };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const raw = req.method === "POST" ? await readBody(req) : "";
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (req.method === "POST" && url.pathname === "/v1/intention/") {
      if (req.headers.authorization !== `Token ${options.secretKey}`)
        return json(401, { detail: "Invalid token." });
      const items = (body.items as Array<{ amount: number }> | undefined) ?? [];
      const billing = (body.billing_data ?? {}) as Record<string, string>;
      const methods = (body.payment_methods as number[] | undefined) ?? [];
      if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
        return json(400, { amount: ["A valid integer is required."] });
      if (items.reduce((sum, it) => sum + it.amount, 0) !== body.amount)
        return json(400, { detail: "Items total amount must be equal to the amount" });
      for (const f of ["first_name", "last_name", "email", "phone_number"])
        if (!billing[f]) return json(400, { billing_data: { [f]: ["This field is required."] } });
      const integration = methods.find((m) => options.integrations.includes(m));
      if (!integration) return json(404, { detail: "Integration ID/Name does not exist in our system ." });
      const clientSecret = `egy_csk_test_${randomBytes(12).toString("hex")}`;
      const intention: Intention = {
        clientSecret,
        orderId: await uniqueNumber(store, "paymob:order", clientSecret),
        amount: body.amount as number,
        currency: String(body.currency),
        integration,
        reference: String(body.special_reference ?? ""),
        notificationUrl: String(body.notification_url ?? ""),
        redirectionUrl: String(body.redirection_url ?? ""),
        refunded: 0,
      };
      await store.put(key("intention", clientSecret), intention);
      return json(201, {
        id: randomUUID(),
        client_secret: clientSecret,
        intention_order_id: intention.orderId,
        amount: intention.amount,
        currency: intention.currency,
        status: "intended",
      });
    }
    if (req.method === "POST" && url.pathname === "/api/auth/tokens") {
      if (body.api_key !== options.apiKey) return json(403, { detail: "incorrect credentials" });
      return json(201, { token: signedToken(options.secretKey) });
    }
    if (req.method === "POST" && url.pathname === "/api/ecommerce/orders/transaction_inquiry") {
      if (!isSignedToken(options.secretKey, String(req.headers.authorization).replace(/^Bearer /, "")))
        return json(401, { detail: "Invalid token." });
      const secret = await secretBy("order", Number(body.order_id));
      const found = secret ? await intentionOf(secret) : undefined;
      if (!found?.transaction) return json(404, { detail: "Not found." });
      return json(200, found.transaction);
    }
    if (req.method === "POST" && url.pathname === "/api/acceptance/void_refund/refund") {
      if (req.headers.authorization !== `Token ${options.secretKey}`)
        return json(401, { detail: "Invalid token." });
      const secret = await secretBy("transaction", Number(body.transaction_id));
      const found = secret ? await intentionOf(secret) : undefined;
      if (!found?.transaction?.success || found.transaction.id !== Number(body.transaction_id))
        return json(404, { detail: "Transaction not found." });
      const cents = Number(body.amount_cents);
      const paid = await store
        .update<Intention>(key("intention", found.clientSecret), (x) => {
          if (!Number.isInteger(cents) || cents <= 0 || cents > x.amount - x.refunded)
            throw new Error("Refund amount exceeds the captured amount.");
          return { ...x, refunded: x.refunded + cents };
        })
        .catch(() => undefined);
      if (!paid?.transaction) return json(400, { detail: "Refund amount exceeds the captured amount." });
      return json(200, {
        ...(await transactionOf({ ...paid, amount: cents }, "success")),
        is_refund: true,
        parent_transaction: paid.transaction.id,
      });
    }
    if (req.method === "GET" && url.pathname === "/unifiedcheckout/") {
      const secret = url.searchParams.get("clientSecret") ?? "";
      const i = await intentionOf(secret);
      if (url.searchParams.get("publicKey") !== options.publicKey || !i)
        return json(404, { detail: "Not found." });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(checkoutPage(i));
    }
    if (req.method === "GET" && url.pathname === "/unifiedcheckout/pay") {
      const outcome = (url.searchParams.get("outcome") ?? "declined") as SandboxOutcome;
      try {
        const { redirect } = await complete(url.searchParams.get("clientSecret") ?? "", outcome);
        res.writeHead(302, { location: redirect });
        return res.end();
      } catch {
        return json(404, { detail: "Not found." });
      }
    }
    json(404, { detail: "Not found." });
  });

  /**
   * Payments made before this sandbox started (the demo's seeded orders): paid, refundable. Each
   * is adopted once, whichever copy starts first.
   */
  async function adopt(
    paid: Array<{
      providerRef: string | null;
      id: string;
      amount: number;
      refunded: number;
      currency: string;
    }>,
  ) {
    for (const p of paid) {
      const orderId = Number(p.providerRef);
      if (!Number.isInteger(orderId)) continue;
      const i: Intention = {
        clientSecret: `adopted_${orderId}`,
        orderId,
        amount: p.amount,
        currency: p.currency,
        integration: options.integrations[0] ?? 0,
        reference: p.id,
        notificationUrl: "",
        redirectionUrl: "",
        refunded: p.refunded,
      };
      if (!(await store.claim(key("intention", i.clientSecret), i))) continue;
      await store.put(key("order", orderId), i.clientSecret);
      const transaction = await transactionOf(i, "success");
      await store.put(key("intention", i.clientSecret), { ...i, transaction });
    }
  }

  return {
    server,
    complete,
    adopt,
    /** A processed callback body and its hmac, as Paymob would sign it (tests alter them). */
    signed(transaction: Record<string, unknown>) {
      return {
        body: JSON.stringify({ type: "TRANSACTION", obj: transaction }),
        hmac: paymobHmac(options.hmacSecret, processedString(transaction)),
      };
    },
    async listen(port = 0, host = "127.0.0.1"): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as { port: number };
      return `http://${host}:${address.port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The test gateway's checkout page: says plainly that it is a test, in both languages. */
function checkoutPage(i: Intention): string {
  const amount = (i.amount / 100).toFixed(2);
  const link = (outcome: SandboxOutcome, label: string) =>
    `<a class="b" href="/unifiedcheckout/pay?clientSecret=${encodeURIComponent(i.clientSecret)}&outcome=${outcome}">${label}</a>`;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Manzil test gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
.w{background:#fff4d6;border:1px solid #e0b84c;padding:.75rem;border-radius:.5rem}.b{display:block;margin:.5rem 0;padding:.75rem;border:1px solid #999;border-radius:.5rem;text-align:center;color:#111;text-decoration:none}</style>
<p class="w">Test gateway of the Manzil demo: no real payment is made. · بوابة اختبار لعرض منزل: لا تتم أي عملية دفع حقيقية.</p>
<h1>${escapeHtml(i.currency)} ${amount}</h1>
${link("success", "Pay (success) · ادفع (ناجح)")}${link("declined", "Decline · رفض")}${link("pending", "Leave pending · معلّق")}${link("error", "Gateway error · خطأ في البوابة")}
</html>`;
}
