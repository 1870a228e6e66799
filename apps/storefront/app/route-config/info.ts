import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The info pages (issue 12); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function infoPages(_id: string): RouteConfigEntry[] {
  return [];
}
