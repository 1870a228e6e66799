/**
 * Who may do what (decision 0052): one table. A permission is `action:entity:access`; `own` is
 * the caller's own record, `any` everybody's. Default deny: what is not granted here is refused.
 */
import type { PrivilegeType, RequestContext, SessionUser } from "./context.ts";
import { DomainError } from "./errors.ts";

const ENTITIES = [
  "address",
  "audit",
  "cart",
  "category",
  // Collections and offers, the time-limited sales (decision 0134).
  "collection",
  "content",
  "coupon",
  "gift-card",
  "job",
  "offer",
  "order",
  "payment",
  "payment-details",
  "payout",
  // An administrator's privilege type (decision 0112): only the super administrator holds
  // `update:privilege:any` (granting, withdrawing, and any change to a staff account).
  "privilege",
  "product",
  "product-cost",
  "profit",
  "refund",
  // The back office's reports (decision 0121): the Overview's field; each figure needs its own.
  "report",
  "review",
  "setting",
  "ticket",
  "user",
  "wallet",
  "wishlist",
] as const;
export type Entity = (typeof ENTITIES)[number];
export type Action = "create" | "read" | "update" | "delete";
type Access = "own" | "any";
export type Permission = `${Action}:${Entity}:${Access}`;
/** A permission on everybody's records: what staff hold, and what every admin API field requires. */
export type StaffPermission = `${Action}:${Entity}:any`;

const crud = (entity: Entity, access: Access): Permission[] =>
  (["create", "read", "update", "delete"] as const).map((a) => `${a}:${entity}:${access}` as const);

/** A visitor: browse, search, keep a guest cart, send forms. */
const VISITOR: Permission[] = [
  "read:product:any",
  "read:category:any",
  "read:content:any",
  "read:review:any",
];

const CUSTOMER: Permission[] = [
  ...VISITOR,
  ...crud("cart", "own"),
  ...crud("wishlist", "own"),
  ...crud("address", "own"),
  "create:order:own",
  "read:order:own",
  "update:order:own",
  "read:payment:own",
  "create:review:own",
  "read:user:own",
  "update:user:own",
  "delete:user:own",
  "read:wallet:own",
  "create:payout:own",
  "read:payout:own",
  "create:gift-card:own",
];

const DESIGNER: Permission[] = [
  ...CUSTOMER,
  ...crud("ticket", "own"),
  "read:profit:own",
  "read:product-cost:own",
  "update:wallet:own",
  ...crud("payment-details", "own"),
];

const MANUFACTURER: Permission[] = [
  ...CUSTOMER,
  "read:profit:own",
  "read:product-cost:own",
  ...crud("payment-details", "own"),
];

/** What each administrator privilege adds to the customer's permissions. */
const PRIVILEGES: Record<Exclude<PrivilegeType, "admin">, Permission[]> = {
  catalog: [
    ...crud("product", "any"),
    ...crud("product-cost", "any"),
    ...crud("category", "any"),
    ...crud("collection", "any"),
    ...crud("offer", "any"),
    ...crud("review", "any"),
    ...crud("ticket", "any"),
    "read:report:any",
  ],
  orders: [
    ...crud("order", "any"),
    "read:payment:any",
    "read:user:any",
    "read:address:any",
    "read:cart:any",
    // Orders and returns area (decision 0114): the team refunds and records cash collected.
    "create:refund:any",
    "read:refund:any",
    "update:payment:any",
    "read:report:any",
  ],
  finance: [
    ...crud("payment", "any"),
    ...crud("payment-details", "any"),
    ...crud("refund", "any"),
    ...crud("payout", "any"),
    ...crud("wallet", "any"),
    ...crud("coupon", "any"),
    ...crud("gift-card", "any"),
    ...crud("profit", "any"),
    "read:order:any",
    "read:product-cost:any",
    "read:job:any",
    "read:report:any",
  ],
  content: [...crud("content", "any"), ...crud("setting", "any"), ...crud("review", "any")],
  support: [
    "read:user:any",
    "update:user:any",
    "read:order:any",
    "read:cart:any",
    "read:address:any",
    "read:wishlist:any",
    "read:ticket:any",
    "update:ticket:any",
    "read:report:any",
  ],
};

const ALL: Permission[] = ENTITIES.flatMap((e) => [...crud(e, "any"), ...crud(e, "own")]);

const ROLES = {
  customer: new Set(CUSTOMER),
  designer: new Set(DESIGNER),
  manufacturer: new Set(MANUFACTURER),
};
const VISITORS = new Set(VISITOR);
const ADMINS = Object.fromEntries([
  ["admin", new Set(ALL)],
  ...Object.entries(PRIVILEGES).map(([k, v]) => [k, new Set([...CUSTOMER, ...v])]),
]) as Record<PrivilegeType, Set<Permission>>;

/** Every permission a user holds; a visitor's for no user or one not active. */
function permissionsOf(user: SessionUser | null): ReadonlySet<Permission> {
  if (user?.status !== "active") return VISITORS;
  if (user.privilageType) return ADMINS[user.privilageType] ?? ROLES[user.role];
  return ROLES[user.role] ?? VISITORS;
}

export function can(user: SessionUser | null, permission: Permission): boolean {
  return permissionsOf(user).has(permission);
}

/**
 * The same user as a shopper (decision 0106): in the shop API everybody acts with their role's
 * permissions only; staff powers (`…:any` beyond a visitor's) are the admin API's.
 */
export const asShopper = (user: SessionUser | null): SessionUser | null =>
  user?.privilageType ? { ...user, privilageType: null } : user;

/** The staff permissions a user holds (those on everybody's records that a visitor does not have). */
export const staffPermissionsOf = (user: SessionUser | null): StaffPermission[] =>
  [...permissionsOf(user)].filter((p): p is StaffPermission => p.endsWith(":any") && !VISITORS.has(p));

/** Why `user` is refused: 401 for a visitor, 403 USER_BLOCKED for a blocked one, else 403. */
export function refusal(user: SessionUser | null): DomainError {
  if (!user) return new DomainError("UNAUTHENTICATED", 401);
  if (user.status !== "active") return new DomainError("USER_BLOCKED", 403);
  return new DomainError("FORBIDDEN", 403);
}

/** Refuses unless the caller holds `permission` (see `refusal`). */
export function requirePermission(ctx: Pick<RequestContext, "user">, permission: Permission): void {
  if (!can(ctx.user, permission)) throw refusal(ctx.user);
}

/** The signed-in, active caller, or 401. */
export function requireSignedIn(ctx: Pick<RequestContext, "user">): SessionUser {
  if (!ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
  if (ctx.user.status !== "active") throw new DomainError("USER_BLOCKED", 403);
  return ctx.user;
}

/**
 * For a record owned by `ownerId`: the owner needs `<action>:<entity>:own`, anybody else
 * `<action>:<entity>:any`.
 */
export function requireOwnerOr(
  ctx: Pick<RequestContext, "user">,
  action: Action,
  entity: Entity,
  ownerId: string | null,
): void {
  const own = !!ctx.user && ownerId === ctx.user.id;
  requirePermission(ctx, `${action}:${entity}:${own ? "own" : "any"}` as Permission);
}

/** Whether the caller may act on everybody's records of an entity (administrators' overrides). */
export const canAny = (ctx: Pick<RequestContext, "user">, action: Action, entity: Entity): boolean =>
  can(ctx.user, `${action}:${entity}:any` as Permission);
