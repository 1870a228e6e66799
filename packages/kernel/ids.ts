/** Row ids (decision 0073): every table's primary key is a UUID; anything else names no row. */
export const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row's id (so a query by it cannot make PostgreSQL refuse the text). */
export const isRowId = (value: unknown): value is string => typeof value === "string" && ROW_ID.test(value);
