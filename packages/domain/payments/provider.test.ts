/**
 * The registry chooses a method's provider per country (decision 0131): `card` is Paymob Egypt in
 * pounds and Paymob KSA in riyals; Paymob KSA's card intention names its Apple Pay integration too.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPaymentRegistry } from "./provider.ts";
import { createCodProvider } from "./providers/cod.provider.ts";
import { createPaymobProvider } from "./providers/paymob.provider.ts";

const keys = { secretKey: "sk", publicKey: "pk", hmacSecret: "h", apiKey: "a" };
const egypt = createPaymobProvider({
  ...keys,
  baseUrl: "https://accept.paymob.test",
  currency: "EGP",
  country: "eg",
  integrations: { card: 1, valu: 2 },
});
const saudi = createPaymobProvider({
  ...keys,
  id: "paymob-sa",
  baseUrl: "https://ksa.paymob.test",
  currency: "SAR",
  country: "sa",
  integrations: { card: 11, applepay: 12 },
});

afterEach(() => vi.restoreAllMocks());

describe("payment registry", () => {
  const registry = createPaymentRegistry([createCodProvider(), egypt, saudi]);

  it("answers the provider of a method that supports the country and currency", () => {
    expect(registry.forMethod("card", { country: "eg", currency: "EGP" })?.id).toBe("paymob");
    expect(registry.forMethod("card", { country: "sa", currency: "SAR" })?.id).toBe("paymob-sa");
    expect(registry.forMethod("cod", { country: "sa", currency: "SAR" })?.id).toBe("cod");
    // without a place, the first that carries it (as before)
    expect(registry.forMethod("card")?.id).toBe("paymob");
    expect(registry.get("paymob-sa")).toBe(saudi);
  });

  it("never lists Apple Pay as a method of its own", () => {
    expect(saudi.methods).toEqual(["card"]);
    expect(registry.forMethod("applepay", { country: "sa", currency: "SAR" })).toBeUndefined();
  });

  it("names the Apple Pay integration in Paymob KSA's card intention", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ id: "pi", client_secret: "sa_csk", intention_order_id: 7 }));
    });
    const outcome = await saudi.initiate({
      paymentId: "p1",
      orderNumber: "MZ-1",
      method: "card",
      amount: 35_500,
      currency: "SAR",
      country: "sa",
      customer: { name: "Sara Alqahtani", email: "sara@example.com", phone: "+966501234567" },
      returnUrl: "https://manzil.test/en-sa/payment/result",
      webhookUrl: "https://manzil.test/webhooks/payments/paymob-sa",
      idempotencyKey: "k1",
    });
    expect(outcome.status).toBe("requires_action");
    expect(outcome.action?.redirectUrl).toMatch(/^https:\/\/ksa\.paymob\.test\/unifiedcheckout\//);
    expect(bodies[0]).toMatchObject({ currency: "SAR", payment_methods: [11, 12] });
  });
});
