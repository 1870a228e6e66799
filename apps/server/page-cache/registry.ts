/**
 * The page caches of each database's processes (decision 0080): `forgetCatalogue` (apps/server/
 * jobs.ts) clears them with the catalogue caches, after a `catalog.changed` job here or another
 * process's announcement over Redis.
 */
const caches = new WeakMap<object, Set<() => void>>();

/** Registers a page cache's `clear` for a database; answers the function that unregisters it. */
export function clearPagesWith(db: object, clear: () => void): () => void {
  let set = caches.get(db);
  if (!set) {
    set = new Set();
    caches.set(db, set);
  }
  set.add(clear);
  return () => set.delete(clear);
}

/** Clears every page cache registered for the database. */
export function forgetPages(db: object): void {
  for (const clear of caches.get(db) ?? []) clear();
}
