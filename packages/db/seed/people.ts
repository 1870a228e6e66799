/** Demo users: designers, a manufacturer, reviewers and the demo accounts. */
import { randomUUID } from "node:crypto";
import type { users } from "../schema/index.ts";
import { DESIGNERS, REVIEWERS } from "./data/designers.ts";
import { STAFF, STAFF_NAMES } from "./demo-accounts.ts";
import { DAY, slugify } from "./util.ts";

type UserRow = typeof users.$inferInsert;

export function buildPeople(passwordHash: string, avatars: string[], now: number) {
  const rows: UserRow[] = [];
  const designers = DESIGNERS.map((d, i) => {
    const id = randomUUID();
    const name = `${d.fName} ${d.lName}`;
    rows.push({
      id,
      name,
      fName: d.fName,
      lName: d.lName,
      arName: d.arName,
      email: d.email ?? `${slugify(name).replace(/-/g, ".")}@designers.manzil.test`,
      passwordHash,
      role: "designer",
      slug: slugify(name),
      image: avatars[i % avatars.length] ?? null,
      city: d.city,
      country: d.country,
      ownCurrency: d.country,
      description: d.bio,
      arDescription: d.arBio,
      gender: d.gender,
      featured: d.featured ?? false,
      discountCode: `DSN${String(i + 1).padStart(3, "0")}`,
      createdAt: new Date(now - (200 - i * 5) * DAY),
    });
    return { id, name, cats: d.cats };
  });
  const manufacturerId = randomUUID();
  rows.push({
    id: manufacturerId,
    name: "Delta Woodworks",
    fName: "Delta",
    lName: "Woodworks",
    arName: "ورش الدلتا للأخشاب",
    email: "factory@manzil.test",
    passwordHash,
    role: "manufacturer",
    slug: "delta-woodworks",
    city: "Damietta",
    country: "eg",
    description: "Solid-wood workshop in Damietta producing for several Manzil designers.",
    arDescription: "ورشة أخشاب في دمياط تصنّع لعدد من مصممي منزل.",
  });
  const customerId = randomUUID();
  rows.push({
    id: customerId,
    name: "Mariam Adel",
    fName: "Mariam",
    lName: "Adel",
    email: "customer@manzil.test",
    passwordHash,
    role: "customer",
    city: "Cairo",
    country: "eg",
    phone: "+201001234567",
    gender: "female",
    discountCode: "MARIAM25",
    /** The referral wallet's ledger ends here (activity.ts seedReferralWallet). */
    wallet: 7_500,
    orderNum: 1,
    subscribed: true,
    createdAt: new Date(now - 90 * DAY),
  });
  const adminId = randomUUID();
  rows.push({
    id: adminId,
    name: "Manzil Admin",
    fName: "Manzil",
    lName: "Admin",
    email: "admin@manzil.test",
    passwordHash,
    role: "customer",
    privilageType: "admin",
    favLang: "en",
  });
  for (const [privilageType] of STAFF) {
    const [fName, lName] = STAFF_NAMES[privilageType];
    rows.push({
      id: randomUUID(),
      name: `${fName} ${lName}`,
      fName,
      lName,
      email: `${privilageType}@manzil.test`,
      passwordHash,
      role: "customer",
      privilageType,
      favLang: "ar",
    });
  }
  const reviewers = REVIEWERS.map(([fName, lName, email], i) => {
    const id = randomUUID();
    rows.push({
      id,
      name: `${fName} ${lName}`,
      fName,
      lName,
      email,
      passwordHash,
      role: "customer",
      ownCurrency: i === 4 ? "sa" : "eg",
      country: i === 4 ? "sa" : "eg",
      createdAt: new Date(now - (60 - i) * DAY),
    });
    return id;
  });
  // The People area's variety (issue 37, decision 0112): a blocked customer and one who
  // deactivated their own account.
  for (const [fName, lName, email, status, phone] of [
    ["Karim", "Nabil", "blocked@manzil.test", "blocked", "+201112223334"],
    ["Nour", "Hassan", "deactivated@manzil.test", "deactivated", "+201223334445"],
  ] as const)
    rows.push({
      id: randomUUID(),
      name: `${fName} ${lName}`,
      fName,
      lName,
      email,
      passwordHash,
      role: "customer",
      status,
      phone,
      city: "Giza",
      country: "eg",
      createdAt: new Date(now - 30 * DAY),
    });
  return { rows, designers, manufacturerId, customerId, adminId, reviewers };
}
