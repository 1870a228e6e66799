/**
 * A staff list's state lives in the address (decision 0106): `?page=2&sort=name&dir=asc&q=…&status=…`,
 * so a list can be reloaded, shared and walked back. These turn it into the admin API's ListOptions.
 */
export interface ListState {
  page: number;
  sort: string | null;
  direction: "asc" | "desc" | null;
  search: string | null;
}

export const PAGE_SIZE = 20;

export function listStateOf(url: URL): ListState {
  const page = Number(url.searchParams.get("page") ?? 1);
  const dir = url.searchParams.get("dir");
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: url.searchParams.get("sort"),
    direction: dir === "asc" || dir === "desc" ? dir : null,
    search: url.searchParams.get("q")?.trim() || null,
  };
}

/** The ListOptions input for a list state. */
export const listOptionsOf = (state: ListState) => ({
  page: state.page,
  pageSize: PAGE_SIZE,
  sort: state.sort,
  direction: state.direction,
  search: state.search,
});

/** The same address with some parameters changed (null removes one); a new filter goes to page 1. */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  if (!("page" in changes)) params.delete("page");
  const text = params.toString();
  return text ? `?${text}` : "?";
}
