/**
 * PostgreSQL's error codes for services (`isUniqueViolation` deciding a race, ...). They are read
 * in `packages/db/errors.ts`, where the replicas' pool needs them too: the database layer imports
 * nothing from the kernel (decision 0104).
 */
export { isDatabaseUnavailable, isDataException, isUniqueViolation, pgErrorCode } from "#db/errors.ts";
