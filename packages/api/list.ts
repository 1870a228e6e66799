/**
 * The admin API's one list shape (decision 0106): `options: ListOptions` and the list's own
 * `filter` in, `<Name>List { items total page pageSize }` (in the envelope) out. The arguments are
 * parsed once, by `parseList` (#kernel/list.ts), inside the service.
 */
import type { ListArgs, ListPage } from "#kernel/list.ts";
import { builder } from "./builder.ts";
import { envelopeOf } from "./envelope.ts";

export const SortDirection = builder.enumType("SortDirection", { values: ["asc", "desc"] as const });

export const ListOptions = builder.inputType("ListOptions", {
  description: "Which page of a staff list, in which order, matching which text",
  fields: (t) => ({
    page: t.int({ description: "From 1 (default 1)" }),
    pageSize: t.int({ description: "1-100 (default 25)" }),
    sort: t.string({ description: "One of the list's sortable fields (its description names them)" }),
    direction: t.field({ type: SortDirection }),
    search: t.string(),
  }),
});

/** `<name>List { items total page pageSize }` in its envelope. */
// biome-ignore lint/suspicious/noExplicitAny: Pothos refs are invariant in their shape type
export function listOf<T>(name: string, item: any) {
  const List = builder.objectRef<ListPage<T>>(`${name}List`).implement({
    description: `A page of ${name} items and how many there are in all`,
    fields: (t) => ({
      // biome-ignore lint/suspicious/noExplicitAny: see above
      items: t.field({ type: [item], resolve: (p) => p.items as any }),
      total: t.exposeInt("total"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });
  return envelopeOf<ListPage<T>>(`${name}List`, List);
}

/** The wire arguments as the services' `parseList` reads them. */
export const listArgsOf = (args: { options?: unknown; filter?: unknown }): ListArgs => args as ListArgs;
