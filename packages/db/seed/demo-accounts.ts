/** The demo accounts the demo seed creates (printed by the server in development). */
export const DEMO_PASSWORD = "manzil-demo";

interface DemoAccount {
  email: string;
  role: "customer" | "designer";
  privilageType: "admin" | "catalog" | "orders" | "finance" | "content" | "support" | null;
  password: string;
  description: string;
}

/** One demo staff member per administrator privilege type (decision 0052), with what it opens. */
export const STAFF = [
  ["catalog", "products, categories, reviews and designers' product requests"],
  ["orders", "orders, their stages and returns"],
  ["finance", "payments, refunds, payouts, coupons, gift cards and the job queue"],
  ["content", "pages, posts, FAQs and settings"],
  ["support", "customers, their orders and designers' product requests"],
] as const;

/** Arabic names of the demo staff, by privilege type. */
export const STAFF_NAMES: Record<(typeof STAFF)[number][0], [string, string]> = {
  catalog: ["سلمى", "الشريف"],
  orders: ["كريم", "عبد الله"],
  finance: ["هدى", "منصور"],
  content: ["ليلى", "فاروق"],
  support: ["يوسف", "النجار"],
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "customer@manzil.test",
    role: "customer",
    privilageType: null,
    password: DEMO_PASSWORD,
    description: "Customer with an address in Cairo, a wishlist, reviews and orders in every stage",
  },
  {
    email: "designer@manzil.test",
    role: "designer",
    privilageType: null,
    password: DEMO_PASSWORD,
    description: "Designer who owns several products, tickets and profits",
  },
  {
    email: "admin@manzil.test",
    role: "customer",
    privilageType: "admin",
    password: DEMO_PASSWORD,
    description: "Super administrator (privilageType admin): every area of the back office",
  },
  ...STAFF.map(([privilageType, what]) => ({
    email: `${privilageType}@manzil.test`,
    role: "customer" as const,
    privilageType,
    password: DEMO_PASSWORD,
    description: `Back office, privilageType ${privilageType}: ${what}`,
  })),
];
