import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The forms pages (issue 12); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function formsPages(_id: string): RouteConfigEntry[] {
  return [];
}
