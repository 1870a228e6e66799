import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The blog pages (issue 12); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function blogPages(_id: string): RouteConfigEntry[] {
  return [];
}
