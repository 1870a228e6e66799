/** Demo activity: the demo customer's address, wishlist, cart and orders; reviews; designer tickets and profits. */
import { randomUUID } from "node:crypto";
import { copyFile, mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import * as s from "../schema/index.ts";
import { REVIEW_TEXTS } from "./data/designers.ts";
import { seedOrders } from "./orders.ts";
import { seedStoreOrders } from "./store-orders.ts";
import { DAY, insertMany, type Tx } from "./util.ts";

export interface ProductRef {
  id: string;
  name: string;
  arName: string;
  sku: string;
  designerId: string | null;
  manufacturerId: string | null;
  cod: boolean;
  maxPerOrder: number;
  /** An option bought with it in the demo orders (a size: no picture of its own), if any. */
  feature: typeof s.features.$inferInsert | null;
  eg: typeof s.productPrices.$inferInsert;
  /** Its Saudi price, when it is sold there. */
  sa: typeof s.productPrices.$inferInsert | null;
  imageId: string;
  imagePath: string;
}

export async function seedActivity(
  tx: Tx,
  ctx: {
    now: number;
    products: ProductRef[];
    customerId: string;
    designerId: string;
    reviewers: string[];
    adminId: string;
    /** The cash-on-delivery fee (settings), minor units. */
    codFees: number;
    /** Where the demo ticket's private attachment is written (decision 0060); none without. */
    files?: { uploadsDir: string; privateDir: string };
  },
) {
  const { now, products } = ctx;
  const governorate = await tx.query.governorates.findFirst({ where: (g, { eq }) => eq(g.name, "Cairo") });
  const area = governorate
    ? await tx.query.areas.findFirst({ where: (a, { eq }) => eq(a.governorateId, governorate.id) })
    : undefined;
  const addressId = randomUUID();
  const address = {
    id: addressId,
    userId: ctx.customerId,
    country: "eg" as const,
    fName: "Mariam",
    lName: "Adel",
    email: "customer@manzil.test",
    phone: "+201001234567",
    code: "+20",
    city: "Cairo",
    governorateId: governorate?.id ?? null,
    area: area?.name ?? "Zamalek",
    areaId: area?.id ?? null,
    streetName: "26th of July Street",
    building: "14",
    floorNo: 3,
    apartment: "7",
    createdAt: new Date(now - 80 * DAY),
  };
  await insertMany(tx, s.addresses, [address]);

  const wish = products.filter((_, i) => i % 37 === 1).slice(0, 5);
  await insertMany(
    tx,
    s.wishlistItems,
    wish.map((p) => ({ userId: ctx.customerId, productId: p.id, imageId: p.imageId })),
  );

  const cartId = randomUUID();
  await insertMany(tx, s.carts, [{ id: cartId, userId: ctx.customerId, createdIn: "eg" }]);
  const inCart = products.filter((p) => p.eg.available && p.eg.price < 500_000).slice(0, 2);
  await insertMany(
    tx,
    s.cartItems,
    inCart.map((p, i) => ({ cartId, productId: p.id, imageId: p.imageId, quantity: i + 1 })),
  );

  await seedOrders(tx, {
    now,
    products,
    customerId: ctx.customerId,
    designerId: ctx.designerId,
    address,
    codFees: ctx.codFees,
  });
  // The store's other shoppers' orders over the last 30 days (decision 0121).
  await seedStoreOrders(tx, { now, products, demoDesignerId: ctx.designerId, codFees: ctx.codFees });

  // The demo designer's payout details, a payout request, tickets and messages.
  const paymentId = randomUUID();
  await insertMany(tx, s.paymentDetails, [
    {
      id: paymentId,
      userId: ctx.designerId,
      bank: "National Bank of Egypt",
      branch: "Zamalek",
      name: "Amira Helmy",
      accountNo: "1234567890123",
      iban: "EG380019000500000000263180002",
      swiftCode: "NBEGEGCX",
      email: "designer@manzil.test",
      creditMethod: "bank",
      country: "eg",
    },
  ]);
  const own = products.filter((p) => p.designerId === ctx.designerId);
  await insertMany(tx, s.profits, [
    {
      userId: ctx.designerId,
      profitFor: "designer",
      productId: own[0]?.id ?? null,
      country: "eg",
      currency: "EGP",
      salesCount: 3,
      percentage: 15,
      amount: Math.round((own[0]?.eg.revenue ?? 100_000) * 3),
      createdAt: new Date(now - 15 * DAY),
    },
    // Earlier months' sales, so the wallet's chart by month has something to show (decision 0061).
    ...[45, 75, 105, 140, 170].map((days, i) => {
      const product = own[(i + 1) % Math.max(own.length, 1)];
      const sales = 1 + (i % 3);
      return {
        userId: ctx.designerId,
        profitFor: "designer" as const,
        productId: product?.id ?? null,
        country: "eg" as const,
        currency: "EGP" as const,
        salesCount: sales,
        percentage: 15,
        amount: Math.round((product?.eg.revenue ?? 80_000) * sales),
        createdAt: new Date(now - days * DAY),
      };
    }),
  ]);
  await insertMany(tx, s.payoutRequests, [
    {
      userId: ctx.designerId,
      source: "profits",
      amount: 50_000,
      status: "paid",
      paymentDetailsId: paymentId,
      processedAt: new Date(now - 5 * DAY),
    },
  ]);
  const categoryIds = new Map(
    (
      await tx
        .select({ id: s.categories.id, slug: s.categories.slug })
        .from(s.categories)
        .where(inArray(s.categories.slug, ["armchairs", "sofas", "side-tables"]))
    ).map((c) => [c.slug, c.id]),
  );
  const tickets = [
    { status: "waiting" as const, name: "Zamalek rattan lounge chair", base: 650_000, category: "armchairs" },
    { status: "accepted" as const, name: "Nile linen two-seater sofa", base: 1_800_000, category: "sofas" },
    { status: "rejected" as const, name: "Brass wall clock", base: 120_000, category: "side-tables" },
  ].map((t, i) => ({
    id: randomUUID(),
    designerId: ctx.designerId,
    categoryId: categoryIds.get(t.category) ?? null,
    productId: t.status === "accepted" ? (own[0]?.id ?? null) : null,
    slug: `ticket-${i + 1}-${t.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    name: t.name,
    description: "Prototype ready; photos and drawings attached.",
    basePrice: t.base,
    productStatus: t.status,
    acceptionDate: t.status === "accepted" ? new Date(now - 22 * DAY) : null,
    rejectionDate: t.status === "rejected" ? new Date(now - 8 * DAY) : null,
    newMessage: t.status === "waiting",
    attachments: [] as string[],
    createdAt: new Date(now - (50 - i * 20) * DAY),
  }));
  await insertMany(tx, s.designerTickets, tickets);
  if (ctx.files && own[0])
    await seedTicketPicture(tx, ctx.files, tickets[0]!, ctx.designerId, own[0].imagePath);
  await insertMany(tx, s.ticketMessages, [
    {
      ticketId: tickets[0]!.id,
      senderId: ctx.designerId,
      text: "Here are the final drawings and fabric samples.",
      createdAt: new Date(now - 9 * DAY),
    },
    {
      ticketId: tickets[0]!.id,
      senderId: ctx.adminId,
      fromTeam: true,
      text: "Thanks! Could you share the seat height and the weight?",
      createdAt: new Date(now - 2 * DAY),
    },
    {
      ticketId: tickets[1]!.id,
      senderId: ctx.adminId,
      fromTeam: true,
      text: 'Your product "Nile linen two-seater sofa" was accepted and is now in the shop. Thank you!',
      readAt: new Date(now - 21 * DAY),
      createdAt: new Date(now - 22 * DAY),
    },
    {
      ticketId: tickets[2]!.id,
      senderId: ctx.adminId,
      fromTeam: true,
      text: "We already carry a very similar clock; we would love to see another design from you.",
      readAt: new Date(now - 7 * DAY),
      createdAt: new Date(now - 8 * DAY),
    },
  ]);
  // The header's badge: the team's one unread reply (decision 0060).
  await tx.update(s.users).set({ responsesReaded: 1 }).where(eq(s.users.id, ctx.designerId));

  // Reviews: one per reviewer and product; a comment and a discussion message.
  const reviews: (typeof s.reviews.$inferInsert)[] = [];
  products.forEach((p, i) => {
    if (i % 6 !== 0) return;
    const k = i / 6;
    const count = k % 3 === 0 ? 2 : 1;
    for (let j = 0; j < count; j++) {
      const [rating, text] = REVIEW_TEXTS[(k + j) % REVIEW_TEXTS.length]!;
      reviews.push({
        userId: ctx.reviewers[(k + j) % ctx.reviewers.length]!,
        productId: p.id,
        type: "review",
        text,
        rating,
        createdAt: new Date(now - ((k * 3 + j) % 60) * DAY),
      });
    }
  });
  if (own[1]) {
    reviews.push({
      userId: ctx.customerId,
      productId: own[1].id,
      type: "discussion",
      text: "Is this available in a darker colour?",
    });
    reviews.push({
      userId: ctx.designerId,
      productId: own[1].id,
      type: "discussion",
      text: "Yes: choose Navy blue in the colour options.",
    });
  }
  await insertMany(tx, s.reviews, reviews);
  // A few comments on posts (decision 0064), as their authors typed them.
  const postIds = new Map(
    (await tx.select({ id: s.posts.id, slug: s.posts.slug }).from(s.posts)).map((p) => [p.slug, p.id]),
  );
  const comments: Array<[slug: string, userId: string, text: string, minutesAgo: number]> = [
    [
      "choosing-the-right-sofa-size",
      ctx.customerId,
      "مقال مفيد جدًا، شكرًا! فكرة الشريط اللاصق على الأرض وفّرت عليّ خطأ كبيرًا.",
      60 * 30,
    ],
    [
      "choosing-the-right-sofa-size",
      ctx.designerId,
      "Glad it helped. Ask us for the packed size too if your lift is narrow.",
      60 * 28,
    ],
    [
      "prepare-your-home-for-guests",
      ctx.customerId,
      "جربت فكرة ركن الشاي في رمضان وكانت رائعة.",
      60 * 24 * 5,
    ],
    [
      "manzil-now-delivers-to-saudi-arabia",
      ctx.customerId,
      "Great news! Do you deliver to Abha as well?",
      60 * 24 * 2,
    ],
  ];
  await insertMany(
    tx,
    s.reviews,
    comments
      .filter(([slug]) => postIds.has(slug))
      .map(([slug, userId, text, minutesAgo]) => ({
        userId,
        postId: postIds.get(slug)!,
        type: "comment" as const,
        text,
        createdAt: new Date(now - minutesAgo * 60_000),
      })),
  );

  await insertMany(tx, s.giftCards, [
    {
      code: "GIFT-DEMO-0001",
      price: 100_000,
      restAmount: 100_000,
      theme: "birthday",
      recipientName: "Mariam Adel",
      recipientEmail: "customer@manzil.test",
      senderName: "Sara Khaled",
      senderEmail: "sara@manzil.test",
      message: "كل سنة وإنتِ طيبة!",
      isPaid: true,
      language: "ar",
      // already mailed to the demo customer on its start date
      sentAt: new Date(now - DAY),
      startAt: new Date(now - DAY),
      expiredAt: new Date(now + 365 * DAY),
    },
  ]);
  await seedReferralWallet(tx, now, ctx.customerId);
  await insertMany(
    tx,
    s.searchKeywords,
    [
      ["كنبة", "كنبه"],
      ["sofa", "sofa"],
      ["سجادة", "سجاده"],
      ["lamp", "lamp"],
      ["ترابيزة سفرة", "ترابيزه سفره"],
    ].map(([keyword, normalizedKeyword], i) => ({
      keyword,
      normalizedKeyword,
      count: 40 - i * 7,
      resultsCount: 5 + i,
    })),
  );
}

/**
 * The demo customer's referral wallet (decision 0059), as the services would have left it: a
 * friend's delivered order earned 150 EGP, 50 EGP were paid out and 25 EGP wait for the finance
 * team. The balance (people.ts: 75 EGP) is the ledger's last balanceAfter.
 */
async function seedReferralWallet(tx: Tx, now: number, userId: string) {
  const paid = randomUUID();
  const pending = randomUUID();
  await insertMany(tx, s.payoutRequests, [
    {
      id: paid,
      userId,
      source: "referral",
      amount: 5_000,
      status: "paid",
      processedAt: new Date(now - 6 * DAY),
      createdAt: new Date(now - 8 * DAY),
    },
    { id: pending, userId, source: "referral", amount: 2_500, createdAt: new Date(now - 2 * DAY) },
  ]);
  await insertMany(tx, s.walletTransactions, [
    {
      userId,
      amount: 15_000,
      balanceAfter: 15_000,
      reason: "referral_bonus",
      createdAt: new Date(now - 10 * DAY),
    },
    {
      userId,
      amount: -5_000,
      balanceAfter: 10_000,
      reason: "payout",
      payoutRequestId: paid,
      createdAt: new Date(now - 8 * DAY),
    },
    {
      userId,
      amount: -2_500,
      balanceAfter: 7_500,
      reason: "payout",
      payoutRequestId: pending,
      createdAt: new Date(now - 2 * DAY),
    },
  ]);
}

/** The waiting demo ticket's picture: a private attachment, as a designer's upload would be. */
async function seedTicketPicture(
  tx: Tx,
  files: { uploadsDir: string; privateDir: string },
  ticket: { id: string; attachments: string[] },
  designerId: string,
  imagePath: string,
) {
  const source = join(files.uploadsDir, imagePath.replace(/^\/uploads\//, ""));
  const size = await stat(source)
    .then((st) => st.size)
    .catch(() => 0);
  if (!size) return;
  const id = randomUUID();
  await mkdir(join(files.privateDir, "tickets"), { recursive: true });
  await copyFile(source, join(files.privateDir, "tickets", `${id}.webp`));
  await tx.insert(s.uploads).values({
    id,
    path: `/api/tickets/attachments/${id}`,
    storageKey: `tickets/${id}.webp`,
    originalName: "rattan-chair-prototype.webp",
    mimeType: "image/webp",
    size,
    kind: "attachment",
    userId: designerId,
    ticketId: ticket.id,
  });
  await tx
    .update(s.designerTickets)
    .set({ attachments: [id] })
    .where(eq(s.designerTickets.id, ticket.id));
}
