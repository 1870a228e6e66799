import type { Language } from "../locales.ts";
import { ERROR_MESSAGES, type ErrorCode, errorMessage } from "./errors.ts";
import { minLengthMessage } from "./errors-account.ts";

/**
 * The message of a field's error code in the language asked: `MIN_LENGTH:6` on `password` reads
 * 'The password must be at least 6 characters long'; an unknown code reads 'This value is not valid'.
 */
export function fieldErrorMessage(field: string, code: string, lang: Language): string {
  const [base, param] = code.split(":");
  if (base === "MIN_LENGTH") return minLengthMessage(field.split(".").pop() ?? field, Number(param), lang);
  if (base && base in ERROR_MESSAGES) return errorMessage(base as ErrorCode, lang);
  return errorMessage("INVALID_VALUE", lang);
}

/** The code part of a field's error code (`MIN_LENGTH:6` → `MIN_LENGTH`). */
export const baseCode = (code: string): string => code.split(":")[0]!;
