/**
 * Characters no text field may hold (decision 0073): NUL, which PostgreSQL refuses in `text`, and
 * the other C0 controls and DEL; tab, newline and carriage return are text.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

const MAX_WALK_DEPTH = 20;

/**
 * The paths (`address.fName`, `features.2`) of every string in a value that holds a control
 * character; a path of "input" for the value itself. Deeper than 20 levels is reported too.
 */
export function pathsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  const here = path.join(".") || "input";
  if (typeof value === "string") return hasControlCharacters(value) ? [here] : [];
  if (value === null || typeof value !== "object") return [];
  if (path.length >= MAX_WALK_DEPTH) return [here];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) found.push(here);
    else found.push(...pathsWithControlCharacters(item, [...path, key]));
  }
  return found;
}
