/** The reports' public surface (decision 0121): read-only figures over other domains' tables. */

export { OVERVIEW_RANGES, type OverviewRange } from "./overview.rules.ts";
export { OverviewInput } from "./overview.schema.ts";
export {
  type Amount,
  type CountrySales,
  type Overview,
  type OverviewSection,
  type OverviewWork,
  overview,
  type SalesDay,
  SECTION_PERMISSIONS,
  type TopEntry,
} from "./overview.service.ts";
