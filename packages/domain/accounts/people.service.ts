/**
 * The back office's People area (decisions 0106, 0112): customers, designers and manufacturers a
 * page at a time, how many of each role, and one person's profile. Staff with `read:user:any`.
 * Never a password, its hash or a token: the columns are chosen here.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { users } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { type ListArgs, type ListPage, type ListQuery, likeText, pageOf, parseList } from "#kernel/list.ts";
import { onLocalDays } from "#kernel/local-days.ts";
import { canAny, requirePermission } from "#kernel/permissions.ts";
import type { Executor } from "#kernel/tx.ts";
import { normalizeDigits } from "./account.schema.ts";
import { type AddressRow, listAddresses } from "./address.service.ts";
import { nextPersonStatuses } from "./people.rules.ts";
import { PEOPLE_LIST, type PersonRole, type PersonStatus } from "./people.schema.ts";

/** A row of the people list. */
export interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: PersonRole;
  status: PersonStatus;
  privilageType: (typeof users.$inferSelect)["privilageType"];
  country: string | null;
  favLang: "ar" | "en";
  orderNum: number;
  createdAt: Date;
}

/** One person's page: the row, more of the profile, the moves allowed next, their addresses. */
export interface PersonDetail extends PersonRow {
  fName: string;
  lName: string;
  city: string | null;
  mailLang: "ar" | "en";
  ownCurrency: string;
  nextStatuses: PersonStatus[];
  /** Empty when the caller may not read other people's addresses. */
  addresses: AddressRow[];
}

const ROW = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  privilageType: users.privilageType,
  country: users.country,
  favLang: users.favLang,
  orderNum: users.orderNum,
  createdAt: users.createdAt,
};

const SORT = { createdAt: users.createdAt, name: users.name };

type PeopleQuery = ListQuery<
  string,
  {
    role?: PersonRole | null;
    status?: PersonStatus | null;
    staff?: boolean | null;
    from?: string | null;
    to?: string | null;
  }
>;

/** The search (name, e-mail or phone) and the filters; the role only when `withRole`. */
function whereOf(q: PeopleQuery, withRole: boolean): SQL | undefined {
  const f = q.filter;
  let search: SQL | undefined;
  if (q.search) {
    const pattern = `%${likeText(q.search)}%`;
    // Phones are stored in E.164 (decision 0133): "0101…" finds "+20101…".
    const digits = normalizeDigits(q.search).replace(/^0+/, "");
    search = or(
      ilike(users.name, pattern),
      ilike(users.arName, pattern),
      ilike(users.email, pattern),
      /^[0-9]{3,}$/.test(digits) ? ilike(users.phone, `%${digits}%`) : undefined,
    );
  }
  return and(
    withRole && f.role ? eq(users.role, f.role) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.staff === true
      ? isNotNull(users.privilageType)
      : f.staff === false
        ? isNull(users.privilageType)
        : undefined,
    onLocalDays(users.createdAt, users.ownCurrency, f.from, f.to),
    search,
  );
}

/** The people list (the list contract), newest first by default. */
export async function listPeople(ctx: RequestContext, args: ListArgs): Promise<ListPage<PersonRow>> {
  requirePermission(ctx, "read:user:any");
  const q = parseList(PEOPLE_LIST, args);
  const where = whereOf(q, true);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(ROW)
      .from(users)
      .where(where)
      .orderBy((q.direction === "asc" ? asc : desc)(SORT[q.sort]), desc(users.id))
      .limit(q.pageSize)
      .offset(q.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return pageOf(q, rows, count?.n ?? 0);
}

/** How many people of each role match the same search and filters (the list's tabs). */
export async function peopleCounts(ctx: RequestContext, args: ListArgs): Promise<Record<PersonRole, number>> {
  requirePermission(ctx, "read:user:any");
  const q = parseList(PEOPLE_LIST, args);
  const rows = await ctx.db
    .select({ role: users.role, n: sql<number>`count(*)::int` })
    .from(users)
    .where(whereOf(q, false))
    .groupBy(users.role);
  const counts = { customer: 0, designer: 0, manufacturer: 0 };
  for (const row of rows) counts[row.role] = row.n;
  return counts;
}

/** The profile columns of one person (no secret), or undefined. */
export async function personRow(db: Executor, id: string) {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select({
      ...ROW,
      fName: users.fName,
      lName: users.lName,
      city: users.city,
      mailLang: users.mailLang,
      ownCurrency: users.ownCurrency,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** One person's page; 404 INVALID_USER when nobody has this id. */
export async function getPerson(ctx: RequestContext, id: string): Promise<PersonDetail> {
  requirePermission(ctx, "read:user:any");
  const row = await personRow(ctx.db, id);
  if (!row) throw notFound("INVALID_USER");
  const addresses = canAny(ctx, "read", "address") ? await listAddresses(ctx, row.id) : [];
  return { ...row, nextStatuses: nextPersonStatuses(row.status), addresses };
}
