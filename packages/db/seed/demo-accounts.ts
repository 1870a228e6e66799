/** The demo accounts the demo seed creates (printed by the server in development). */
export const DEMO_PASSWORD = "manzil-demo";

export interface DemoAccount {
  email: string;
  role: "customer" | "designer";
  privilageType: "admin" | null;
  password: string;
  description: string;
}

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
    description: "Administrator (privilageType admin)",
  },
];
