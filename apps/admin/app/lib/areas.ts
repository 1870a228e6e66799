/**
 * The back office's areas and the permission that opens each (decision 0106). The server's
 * permissions table decides; the viewer's permissions (the admin API's `viewer`) are read here.
 */
import type { MessageKey } from "./messages.ts";

export interface Area {
  path: string;
  title: MessageKey;
  lead: MessageKey;
  /** The staff permission that opens the area. */
  permission: string;
}

/** In the order of a working day: orders first, the trail and the machinery last. */
export const AREAS: Area[] = [
  // orders and returns (decision 0114)
  { path: "/orders", title: "area.orders", lead: "area.orders.lead", permission: "read:order:any" },
  { path: "/returns", title: "area.returns", lead: "area.returns.lead", permission: "read:order:any" },
  // catalogue (decisions 0117, 0060)
  { path: "/products", title: "area.products", lead: "area.products.lead", permission: "update:product:any" },
  // catalogue: categories (decision 0119)
  {
    path: "/categories",
    title: "area.categories",
    lead: "area.categories.lead",
    permission: "update:category:any",
  },
  // catalogue: collections and offers (decision 0134)
  {
    path: "/collections",
    title: "area.collections",
    lead: "area.collections.lead",
    permission: "update:collection:any",
  },
  { path: "/offers", title: "area.offers", lead: "area.offers.lead", permission: "update:offer:any" },
  // catalogue: badges and tags (decision 0135)
  { path: "/badges", title: "area.badges", lead: "area.badges.lead", permission: "update:product:any" },
  { path: "/tags", title: "area.tags", lead: "area.tags.lead", permission: "update:product:any" },
  { path: "/tickets", title: "area.tickets", lead: "area.tickets.lead", permission: "read:ticket:any" },
  // People and Audit (issue 37, decision 0112)
  { path: "/people", title: "area.people", lead: "area.people.lead", permission: "read:user:any" },
  { path: "/audit", title: "area.audit", lead: "area.audit.lead", permission: "read:audit:any" },
  { path: "/jobs", title: "area.jobs", lead: "area.jobs.lead", permission: "read:job:any" },
];

export const areasOf = (permissions: readonly string[]) =>
  AREAS.filter((a) => permissions.includes(a.permission));

/** The area a path is in, if any. */
export const areaOfPath = (pathname: string) =>
  AREAS.find((a) => pathname === a.path || pathname.startsWith(`${a.path}/`));

/** A browser path as the app's routes see it (without the /admin the app is mounted under). */
export const appPath = (pathname: string) => pathname.replace(/^\/admin(?=\/|$)/, "") || "/";
