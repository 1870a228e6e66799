/** Ids in catalogue SQL: whether a value is a uuid (else a slug or name), bound value lists. */
import { sql } from "drizzle-orm";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** `a, b, c` of bound parameters, for `in (...)`. */
export const sqlList = (values: readonly unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
