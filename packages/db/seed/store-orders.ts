/**
 * The store's other shoppers and their orders over the last 30 days, in Egypt and Saudi Arabia
 * (decision 0121): what gives the back office's Overview a month to show. The same every run
 * (a seeded generator; only "now" moves), written as the services would have left them: lines
 * priced in the shopper's country, one payment each, the profit ledger of delivered orders. They
 * buy other designers' products than the demo designer's, whose wallet the demo keeps as it is.
 */
import { randomUUID } from "node:crypto";
import * as s from "../schema/index.ts";
import type { ProductRef } from "./activity.ts";
import { ledgerOf, lineOf } from "./orders.ts";
import { DAY, insertMany, rng, type Tx } from "./util.ts";

type Country = "eg" | "sa";
type Status = (typeof s.orderStatuses)[number];

const HOUR = 3_600_000;
/** How many days back the orders go. */
export const STORE_ORDER_DAYS = 30;

/** [first name, last name, Arabic name, country, city, area, joined days ago] */
const SHOPPERS: Array<[string, string, string, Country, string, string, number]> = [
  ["Nadia", "Fathy", "نادية فتحي", "eg", "Cairo", "Maadi", 120],
  ["Youssef", "Kamal", "يوسف كمال", "eg", "Giza", "Dokki", 95],
  ["Laila", "Samir", "ليلى سمير", "eg", "Alexandria", "Smouha", 70],
  ["Karim", "Adly", "كريم عدلي", "eg", "Cairo", "Heliopolis", 44],
  ["Dina", "Ragab", "دينا رجب", "eg", "Cairo", "Nasr City", 27],
  ["Tarek", "Mansour", "طارق منصور", "eg", "Giza", "Sheikh Zayed", 19],
  ["Salma", "Hegazy", "سلمى حجازي", "eg", "Alexandria", "Roushdy", 12],
  ["Omar", "Fawzy", "عمر فوزي", "eg", "Cairo", "Zamalek", 6],
  ["Hany", "Lotfy", "هاني لطفي", "eg", "Mansoura", "Toriel", 2],
  ["Faisal", "Al-Otaibi", "فيصل العتيبي", "sa", "Riyadh", "Al Olaya", 110],
  ["Reem", "Al-Harbi", "ريم الحربي", "sa", "Jeddah", "Al Rawdah", 60],
  ["Nouf", "Al-Qahtani", "نوف القحطاني", "sa", "Riyadh", "Al Malqa", 22],
  ["Khalid", "Al-Zahrani", "خالد الزهراني", "sa", "Dammam", "Al Faisaliyah", 9],
  ["Lama", "Al-Dosari", "لمى الدوسري", "sa", "Jeddah", "Al Shati", 4],
];

interface Shopper {
  id: string;
  country: Country;
  address: Record<string, unknown> & { id: string };
  joined: number;
}

export async function seedStoreOrders(
  tx: Tx,
  ctx: { now: number; products: ProductRef[]; demoDesignerId: string; codFees: number },
) {
  const { now } = ctx;
  const r = rng(37);
  const users: (typeof s.users.$inferInsert)[] = [];
  const addresses: Array<typeof s.addresses.$inferInsert & { id: string }> = [];
  const shoppers: Shopper[] = SHOPPERS.map(([fName, lName, arName, country, city, area, joined], i) => {
    const id = randomUUID();
    const email = `${`${fName}.${lName}`.toLowerCase().replace(/[^a-z.]/g, "")}@shoppers.manzil.test`;
    users.push({
      id,
      name: `${fName} ${lName}`,
      fName,
      lName,
      arName,
      email,
      role: "customer",
      city,
      country,
      ownCurrency: country,
      // E.164 (decision 0133)
      phone: `${country === "eg" ? "+20" : "+966"}${(country === "eg" ? 1_001_000_000 : 501_000_000) + i * 7919}`,
      createdAt: new Date(now - joined * DAY - (i + 1) * HOUR),
    });
    const address = {
      id: randomUUID(),
      userId: id,
      country,
      fName,
      lName,
      email,
      phone: country === "eg" ? "+201001234567" : "+966501234567",
      code: country === "eg" ? "+20" : "+966",
      city,
      area,
      streetName: country === "eg" ? "El Nasr Street" : "King Fahd Road",
      building: String(3 + i),
      apartment: String(1 + (i % 9)),
      createdAt: new Date(now - joined * DAY),
    };
    addresses.push(address);
    return { id, country, address, joined };
  });

  // Other designers' products sold in each country.
  const pool = (country: Country) =>
    ctx.products.filter(
      (p) =>
        p.designerId &&
        p.designerId !== ctx.demoDesignerId &&
        (country === "eg" ? p.eg.available : p.sa?.available),
    );
  const pools = { eg: pool("eg"), sa: pool("sa") };

  const orders: (typeof s.orders.$inferInsert)[] = [];
  const items: (typeof s.orderItems.$inferInsert)[] = [];
  const payments: (typeof s.payments.$inferInsert)[] = [];
  const ledger: (typeof s.profits.$inferInsert)[] = [];
  let n = 0;
  for (let daysAgo = STORE_ORDER_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // Busier at weekends and towards the month's end.
    const count = 2 + r.int(0, 3) + (daysAgo % 7 === 1 ? 2 : 0);
    for (let k = 0; k < count; k++) {
      const country: Country = r.chance(0.3) ? "sa" : "eg";
      const buyers = shoppers.filter((b) => b.country === country && b.joined > daysAgo);
      if (!buyers.length || !pools[country].length) continue;
      const buyer = r.pick(buyers);
      // Today's orders in the hours already gone; earlier days' between 09:00 and 23:00 UTC.
      const placedAt =
        daysAgo === 0
          ? now - (1 + r.int(0, 5)) * HOUR - r.int(0, 59) * 60_000
          : now - daysAgo * DAY + r.int(-6, 6) * HOUR;
      const status = stageOf(daysAgo, r.next());
      const method = country === "sa" ? "card" : r.pick(["card", "card", "cod", "fawry"] as const);
      const id = randomUUID();
      const picks = Array.from({ length: r.chance(0.3) ? 2 : 1 }, () => r.pick(pools[country]));
      const lines = [...new Set(picks)].map((p) => lineOf(p, r.chance(0.2) ? 2 : 1, id, country));
      const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
      const shippingFees = lines.reduce((sum, l) => sum + l.shippingExpense, 0);
      const codFees = method === "cod" ? ctx.codFees : 0;
      const totalPrice = subtotal + shippingFees + codFees;
      const currency = country === "eg" ? "EGP" : "SAR";
      const placed = new Date(placedAt);
      const deliveredAt =
        status === "delivered" ? new Date(Math.min(now - HOUR, placedAt + (2 + r.int(0, 3)) * DAY)) : null;
      n++;
      orders.push({
        id,
        orderId: `MZ-${placed.toISOString().slice(2, 10).replace(/-/g, "")}-S${String(n).padStart(3, "0")}`,
        userId: buyer.id,
        addressId: buyer.address.id,
        shippingAddress: { ...buyer.address, createdAt: undefined },
        orderedFrom: country,
        currency,
        status,
        paymentMethod: method,
        subtotal,
        shippingFees,
        codFees,
        codAmount: method === "cod" ? totalPrice : 0,
        totalPrice,
        requiredDays: Math.max(...lines.map((l) => l.requiredDays)),
        deliveredAt,
        createdAt: placed,
        updatedAt: deliveredAt ?? placed,
      });
      items.push(...lines.map(({ manufacturerId: _m, ...line }) => line));
      const paid =
        status === "cancelled" ? "declined" : method === "cod" && !deliveredAt ? "pending" : "captured";
      const provider = method === "card" ? "paymob" : method;
      payments.push({
        orderId: id,
        provider,
        method,
        // Paymob's order ids are numbers (decision 0115): the demo gateway adopts captured ones.
        providerRef: provider === "paymob" ? String(810_000 + n) : `demo-${provider}-s${n}`,
        status: paid,
        amount: totalPrice,
        currency,
        capturedAmount: paid === "captured" ? totalPrice : 0,
        idempotencyKey: `order:${id}:1`,
        reference: method === "fawry" ? String(9_284_700_000 + n) : null,
        source:
          method === "card" && paid === "captured" ? { type: "card", subType: "Visa", pan: "4242" } : null,
        reason: paid === "declined" ? "demo: declined by the issuing bank" : null,
        createdAt: placed,
        updatedAt: deliveredAt ?? placed,
      });
      ledger.push(...ledgerOf(lines, { orderId: id, country, currency }, deliveredAt));
    }
  }
  await insertMany(tx, s.users, users);
  await insertMany(tx, s.addresses, addresses);
  await insertMany(tx, s.orders, orders);
  await insertMany(tx, s.orderItems, items);
  await insertMany(tx, s.payments, payments);
  await insertMany(tx, s.profits, ledger);
}

/** An order's stage by its age: the newest wait for the team, most older ones are delivered. */
function stageOf(daysAgo: number, x: number): Status {
  if (x < 0.07) return "cancelled";
  if (daysAgo === 0) return x < 0.6 ? "confirmed" : "ready_for_shipping";
  if (daysAgo <= 2) return x < 0.35 ? "confirmed" : x < 0.7 ? "ready_for_shipping" : "out_for_delivery";
  if (daysAgo <= 5) return x < 0.5 ? "out_for_delivery" : "delivered";
  return "delivered";
}
