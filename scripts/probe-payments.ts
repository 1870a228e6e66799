/**
 * An outsider's probe of checkout and payments against a RUNNING Manzil with the demo's test
 * gateway (decisions 0051, 0056). HTTP only, as a shopper or an attacker would: customers register
 * through /graphql (solving the robot check), fill carts and place orders; payments go through the
 * Paymob sandbox's checkout page like a shopper's browser; callbacks are sent to
 * /webhooks/payments/:provider. Prints a PASS/FAIL table; exits 1 when a check fails.
 *
 *   DATA_DIR=/tmp/probe-$RANDOM PORT=3191 ART_CACHE_DIR=$PWD/.tmp/art-cache LOG_LEVEL=warn node apps/server/main.ts
 *   node scripts/probe-payments.ts --url http://127.0.0.1:3191
 *
 * No secret is needed: the demo gateway's keys are random per start (apps/server/demo-gateway.ts),
 * so the valid callback the probe replays is the one the sandbox itself signed (the response
 * callback it redirects the shopper's browser to), and every forgery is made from it. The probe
 * buys the last pieces of one limited product (stock 1-5) and registers about 15 customers: run it
 * against a throwaway demo store (a fresh DATA_DIR), never a real one.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { solveRobot } from "#domain/accounts/robot.solve.ts";

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

interface Envelope<T> {
  status_code: number;
  code: string;
  message: string;
  errors: string[];
  data: T | null;
}

interface Order {
  _id: string;
  orderId: string;
  status: string;
  trnxStatus: string;
  trnxId: string | null;
  totalPrice: number;
  paymentMethod: string;
}

interface Placed {
  _id: string;
  paymentStatus: string;
  redirectUrl: string | null;
}

interface ProductCard {
  _id: string;
  availableEdition: number;
  isAvailableForCod: boolean;
  images: Array<{ _id: string }>;
}

const Q = {
  register: `mutation ($email: String, $robot: String) { register(fName: "Probe", lName: "Outsider", email: $email, password: "probe-secret", role: "customer", robot: $robot, termsAccepted: true) {
    status_code code message errors data { jwt } } }`,
  governorates: `query { getGovernorates(countryId: "eg") { status_code code message errors data { _id areas { _id } } } }`,
  addAddress: `mutation ($g: ID, $a: ID, $email: String) { addAddress(governorateId: $g, areaId: $a, fName: "Probe", lName: "Outsider", email: $email, phone: "01012345678", streetName: "Tahrir", building: "5", country: "eg") {
    status_code code message errors data { _id } } }`,
  addToCart: `mutation ($image: ID, $quantity: Int) { addToCart(image: $image, quantity: $quantity, currentCountry: "eg") {
    status_code code message errors data { _id } } }`,
  place: `mutation ($cart: ID!, $addr: ID!, $m: String!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, currentCountry: "eg") {
    status_code code message errors data { _id paymentStatus redirectUrl } } }`,
  orders: `query { getOrdersByUserId(currentCountry: "eg") { status_code code message errors data { _id orderId status trnxStatus trnxId totalPrice paymentMethod } } }`,
  methods: `query { getPaymentMethods(currentCountry: "eg") { status_code code message errors data { items { method } } } }`,
  products: `query ($page: Int) { filterProducts(currentCountry: "eg", inStock: true, paginate: { page: $page, limit: 60 }) {
    status_code code message errors data { products { _id availableEdition isAvailableForCod images { _id } } pageInfo { hasNext } } } }`,
  product: `query ($id: String!) { getProductById(product: $id, currentCountry: "eg") { status_code code message errors data { availableEdition } } }`,
};

/** A shopper seen from outside: a session token, an address and (once filled) a cart. */
interface Customer {
  email: string;
  token: string;
  address: string;
  cart?: string;
}

/** The HTTP side of the probe: /graphql, the robot check, the webhooks. */
function outsider(base: string) {
  async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-language": "en",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, Envelope<T>>;
      errors?: Array<{ message: string }>;
    };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
    return Object.values(body.data)[0]!;
  }
  /** The data of an operation that must succeed. */
  async function must<T>(
    what: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ) {
    const r = await gql<T>(query, variables, token);
    if (r.status_code !== 200 || !r.data) throw new Error(`${what}: ${r.status_code} ${r.code} ${r.message}`);
    return r.data;
  }
  let area: { g: string; a: string } | undefined;
  return {
    gql,
    must,
    /** Registers a customer (robot check solved here) with an Egyptian address. */
    async customer(): Promise<Customer> {
      const challenge = await (await fetch(`${base}/api/robot/challenge`)).json();
      const email = `probe-${randomUUID().slice(0, 12)}@example.com`;
      const { jwt } = await must<{ jwt: string }>("register", Q.register, {
        email,
        robot: await solveRobot(challenge),
      });
      if (!area) {
        const govs = await must<Array<{ _id: string; areas: Array<{ _id: string }> }>>(
          "governorates",
          Q.governorates,
        );
        const gov = govs.find((g) => g.areas.length)!;
        area = { g: gov._id, a: gov.areas[0]!._id };
      }
      const address = await must<{ _id: string }>("addAddress", Q.addAddress, { ...area, email }, jwt);
      return { email, token: jwt, address: address._id };
    },
    async fill(c: Customer, image: string, quantity = 1) {
      c.cart = (await must<{ _id: string }>("addToCart", Q.addToCart, { image, quantity }, c.token))._id;
    },
    place: (c: Customer, method: string) =>
      gql<Placed>(Q.place, { cart: c.cart, addr: c.address, m: method }, c.token),
    orders: (c: Customer) => must<Order[]>("getOrdersByUserId", Q.orders, {}, c.token),
    async stock(product: string) {
      return (await must<{ availableEdition: number }>("getProductById", Q.product, { id: product }))
        .availableEdition;
    },
    /** Sends a callback; answers its HTTP status and body. */
    async webhook(provider: string, init: { query?: string; body?: string }) {
      const response = await fetch(
        `${base}/webhooks/payments/${provider}${init.query ? `?${init.query}` : ""}`,
        {
          method: init.body === undefined ? "GET" : "POST",
          headers: { "content-type": "application/json" },
          body: init.body,
        },
      );
      const text = await response.text();
      let outcome = "";
      try {
        outcome = (JSON.parse(text) as { outcome?: string }).outcome ?? "";
      } catch {}
      return { status: response.status, outcome };
    },
  };
}

type Outsider = ReturnType<typeof outsider>;

/** The order as its owner sees it (the fields a payment could change). */
async function orderOf(o: Outsider, c: Customer, id: string): Promise<Order | undefined> {
  return (await o.orders(c)).find((order) => order._id === id);
}

const sameOrder = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Pays an order on the sandbox's checkout page like a shopper's browser ("Pay (success)"), without
 * following the redirect back: answers the signed response callback's query string. The sandbox
 * posts its server notification to the store before it redirects.
 */
async function payAtSandbox(redirectUrl: string): Promise<string> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  const link = /href="(\/unifiedcheckout\/pay\?[^"]*outcome=success)"/.exec(html)?.[1];
  if (!link) throw new Error(`the sandbox's checkout page (${page.status}) has no pay link`);
  const paid = await fetch(new URL(link.replaceAll("&amp;", "&"), redirectUrl), { redirect: "manual" });
  const location = paid.headers.get("location");
  if (paid.status !== 302 || !location) throw new Error(`paying answered ${paid.status}`);
  return new URL(location).search.slice(1);
}

/** A copy of a query string with some parameters changed (undefined removes one). */
function altered(query: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) v === undefined ? params.delete(k) : params.set(k, v);
  return params.toString();
}

/** Finds sellable products in Egypt: one with plenty of stock, one limited (1-5 left), both cash on delivery. */
async function pickProducts(o: Outsider) {
  let plenty: ProductCard | undefined;
  let scarce: ProductCard | undefined;
  for (let page = 1; page <= 10 && !(plenty && scarce); page++) {
    const data = await o.must<{ products: ProductCard[]; pageInfo: { hasNext: boolean } }>(
      "filterProducts",
      Q.products,
      { page },
    );
    for (const p of data.products) {
      if (!p.isAvailableForCod || !p.images.length) continue;
      if (!plenty && p.availableEdition >= 30) plenty = p;
      if (!scarce && p.availableEdition >= 1 && p.availableEdition <= 5) scarce = p;
    }
    if (!data.pageInfo.hasNext) break;
  }
  if (!plenty || !scarce)
    throw new Error("no product with plenty of stock or with 1-5 left (is this the demo store?)");
  return { plenty, scarce };
}

/** Runs every check; `log` receives each result as it comes. A step that cannot go on is a FAIL. */
export async function probePayments(base: string, log: (line: string) => void = () => {}): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
  };
  try {
    await runChecks(outsider(base.replace(/\/$/, "")), check);
  } catch (error) {
    check("the probe could go on", false, (error as Error).message);
  }
  return checks;
}

async function runChecks(o: Outsider, check: (name: string, ok: boolean, detail: string) => void) {
  const methods = (await o.must<Array<{ items: Array<{ method: string }> }>>("methods", Q.methods)).flatMap(
    (g) => g.items.map((i) => i.method),
  );
  const card = methods.includes("card");
  check("card payments offered (the demo gateway is on)", card, `methods in Egypt: ${methods.join(", ")}`);
  if (!card) return;
  const { plenty, scarce } = await pickProducts(o);

  // (a) A paid order, then its valid (sandbox-signed) callback replayed 10 times.
  const payer = await o.customer();
  await o.fill(payer, plenty.images[0]!._id);
  const placed = await o.place(payer, "card");
  if (!placed.data?.redirectUrl) throw new Error(`placing a card order: ${placed.code} ${placed.message}`);
  const callback = await payAtSandbox(placed.data.redirectUrl);
  const paid = await until(
    "the paid order",
    () => orderOf(o, payer, placed.data!._id),
    (order) => order?.status === "confirmed",
  );
  check(
    "a paid order is confirmed",
    paid?.trnxStatus === "success",
    `${paid?.orderId}: ${paid?.status}, trnxStatus ${paid?.trnxStatus}`,
  );
  // Five one after the other, then five at once (the inbox's unique event id, not luck).
  const replays = [];
  for (let i = 0; i < 5; i++) replays.push(await o.webhook("paymob", { query: callback }));
  replays.push(
    ...(await Promise.all(Array.from({ length: 5 }, () => o.webhook("paymob", { query: callback })))),
  );
  const applied = replays.filter((r) => r.outcome === "applied").length;
  const afterReplays = await orderOf(o, payer, placed.data._id);
  check(
    "a valid callback replayed 10 times changes the order once",
    replays.every((r) => r.status === 200) && applied === 0 && sameOrder(paid, afterReplays),
    `answers ${[...new Set(replays.map((r) => `${r.status} ${r.outcome}`))].join(", ")}; applied ${applied} (the sandbox's own notification was the one); order ${sameOrder(paid, afterReplays) ? "unchanged" : `CHANGED to ${JSON.stringify(afterReplays)}`}`,
  );

  // (b) Forged callbacks: refused (4xx), nothing changes, for the paid order and for an unpaid one.
  const waiting = await o.customer();
  await o.fill(waiting, plenty.images[0]!._id);
  const unpaid = await o.place(waiting, "card");
  if (!unpaid.data) throw new Error(`placing an unpaid card order: ${unpaid.code}`);
  const unpaidBefore = await orderOf(o, waiting, unpaid.data._id);
  const params = new URLSearchParams(callback);
  const forgeries: Array<[string, string, { query?: string; body?: string }]> = [
    ["bad HMAC", "paymob", { query: altered(callback, { hmac: randomBytes(64).toString("hex") }) }],
    ["no HMAC", "paymob", { query: altered(callback, { hmac: undefined }) }],
    [
      "altered amount",
      "paymob",
      { query: altered(callback, { amount_cents: String(Number(params.get("amount_cents")) - 100) }) },
    ],
    [
      "unknown order",
      "paymob",
      { query: altered(callback, { order: "987654321", merchant_order_id: randomUUID(), id: "1" }) },
    ],
    [
      "another order marked paid (the unpaid one's Paymob order)",
      "paymob",
      { query: altered(callback, { order: unpaidBefore?.trnxId ?? "0", merchant_order_id: undefined }) },
    ],
    ["declined instead of paid", "paymob", { query: altered(callback, { success: "false" }) }],
    [
      "server notification with a made-up HMAC",
      "paymob",
      {
        query: `hmac=${randomBytes(64).toString("hex")}`,
        body: JSON.stringify({
          type: "TRANSACTION",
          obj: {
            id: 1,
            success: true,
            pending: false,
            amount_cents: unpaidBefore?.totalPrice,
            currency: "EGP",
            order: { id: Number(unpaidBefore?.trnxId) },
          },
        }),
      },
    ],
    ["wrong provider (fawry)", "fawry", { query: callback }],
    ["wrong provider (tabby)", "tabby", { query: callback, body: "{}" }],
    ["wrong provider (cash on delivery)", "cod", { query: callback }],
    ["unknown provider", "nopay", { query: callback }],
  ];
  // Each forgery is judged on its own: both orders as they were just before it.
  const both = async () => [
    await orderOf(o, payer, placed.data!._id),
    await orderOf(o, waiting, unpaid.data!._id),
  ];
  for (const [name, provider, init] of forgeries) {
    const before = await both();
    const answer = await o.webhook(provider, init);
    const unchanged = sameOrder(before, await both());
    check(
      `forged callback refused: ${name}`,
      answer.status >= 400 && answer.status < 500 && unchanged,
      `${answer.status}${answer.outcome ? ` ${answer.outcome}` : ""}; orders ${unchanged ? "unchanged" : "CHANGED"}`,
    );
  }
  const [endPaid, endUnpaid] = await both();
  check(
    "after every forgery, both orders are as they were",
    sameOrder(endPaid, paid) && sameOrder(endUnpaid, unpaidBefore),
    `${endPaid?.status}/${endPaid?.trnxStatus} and ${endUnpaid?.status}/${endUnpaid?.trnxStatus}`,
  );

  // (c1) 20 concurrent submits of one cart: one order, one payment.
  const clicker = await o.customer();
  await o.fill(clicker, plenty.images[0]!._id);
  const submits = await Promise.all(Array.from({ length: 20 }, () => o.place(clicker, "card")));
  const ok = submits.filter((s) => s.status_code === 200);
  const others = submits.filter((s) => s.status_code !== 200).map((s) => s.code);
  const clickerOrders = await o.orders(clicker);
  check(
    "20 concurrent submits of one cart: one order, one payment",
    new Set(ok.map((s) => s.data!._id)).size === 1 &&
      new Set(ok.map((s) => s.data!.redirectUrl)).size === 1 &&
      others.every((c) => c === "FLOW_IN_PROGRESS") &&
      clickerOrders.length === 1,
    `${ok.length} answered the order (${new Set(ok.map((s) => s.data!.redirectUrl)).size} payment page), ${others.length} ${[...new Set(others)].join("/") || "other"}; the customer has ${clickerOrders.length} order(s)`,
  );

  // (c2) More buyers than pieces left race for a limited product: exactly the stock is sold.
  const left = await o.stock(scarce._id);
  const racers = await Promise.all(Array.from({ length: left + 7 }, () => o.customer()));
  for (const r of racers) await o.fill(r, scarce.images[0]!._id);
  const race = await Promise.all(racers.map((r) => o.place(r, "cod")));
  const sold = race.filter((a) => a.status_code === 200).length;
  const refused = race.filter(
    (a) => a.status_code === 409 && ["OUT_OF_STOCK", "NOT_ENOUGH_STOCK"].includes(a.code),
  );
  const after = await o.stock(scarce._id);
  check(
    `${racers.length} buyers race for the last ${left} piece(s): no oversell`,
    sold === left && refused.length === racers.length - left && after === 0,
    `${sold} sold, ${refused.length} refused as out of stock, ${racers.length - sold - refused.length} other; stock now ${after}`,
  );
}

/** The PASS/FAIL table. */
export function table(checks: Check[]): string {
  const width = Math.max(...checks.map((c) => c.name.length));
  return checks.map((c) => `${c.ok ? "PASS" : "FAIL"}  ${c.name.padEnd(width)}  ${c.detail}`).join("\n");
}

if (import.meta.main) {
  const i = process.argv.indexOf("--url");
  const url = i > 0 ? process.argv[i + 1] : process.env.PROBE_URL;
  if (!url) {
    console.error("usage: node scripts/probe-payments.ts --url http://127.0.0.1:3191");
    process.exit(2);
  }
  const checks = await probePayments(url);
  console.log(table(checks));
  const failed = checks.filter((c) => !c.ok).length;
  console.log(
    failed ? `\n${failed} of ${checks.length} checks FAILED` : `\nall ${checks.length} checks passed`,
  );
  process.exit(failed ? 1 : 0);
}
