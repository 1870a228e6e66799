import { eq } from "drizzle-orm";
import { users } from "#db/schema/index.ts";
import { isRowId } from "#kernel/ids.ts";
import type { Executor } from "#kernel/tx.ts";

export type UserRow = typeof users.$inferSelect;

/** What the API shows of an account to its owner (and administrators). */
export interface AccountView {
  id: string;
  name: string;
  fName: string;
  lName: string;
  email: string | null;
  role: UserRow["role"];
  privilageType: UserRow["privilageType"];
  status: UserRow["status"];
  image: string | null;
  city: string | null;
  country: string | null;
  description: string | null;
  arName: string | null;
  slug: string | null;
  ownCurrency: UserRow["ownCurrency"];
  favLang: UserRow["favLang"];
  mailLang: UserRow["mailLang"];
  responsesReaded: number;
  discountCode: string | null;
  gender: UserRow["gender"];
  phone: string | null;
  birthDate: string | null;
  wallet: number;
  orderNum: number;
  subscribed: boolean;
  hasPassword: boolean;
  ggID: string | null;
  fbID: string | null;
  createdAt: Date;
  /** False for the public view of another user (designer profile): private fields are blanked. */
  isOwnerView: boolean;
}

export function accountView(u: UserRow, isOwnerView = true): AccountView {
  const own = <T>(v: T): T | null => (isOwnerView ? v : null);
  return {
    id: u.id,
    name: u.name,
    fName: u.fName,
    lName: u.lName,
    email: own(u.email),
    role: u.role,
    privilageType: own(u.privilageType) ?? null,
    status: u.status,
    image: u.image,
    city: u.city,
    country: u.country,
    description: u.description,
    arName: u.arName,
    slug: u.slug,
    ownCurrency: u.ownCurrency,
    favLang: u.favLang,
    mailLang: u.mailLang,
    responsesReaded: isOwnerView ? u.responsesReaded : 0,
    discountCode: own(u.discountCode),
    gender: own(u.gender) ?? null,
    phone: own(u.phone),
    birthDate: own(u.birthDate),
    wallet: isOwnerView ? u.wallet : 0,
    orderNum: isOwnerView ? u.orderNum : 0,
    subscribed: isOwnerView ? u.subscribed : false,
    hasPassword: isOwnerView ? !!u.passwordHash : false,
    ggID: own(u.ggId ? "linked" : null),
    fbID: own(u.fbId ? "linked" : null),
    createdAt: u.createdAt,
    isOwnerView,
  };
}

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
