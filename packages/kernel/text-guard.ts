/**
 * Characters no text field may hold (decision 0073): NUL, which PostgreSQL refuses in `text`, and
 * the other C0 controls and DEL; tab, newline and carriage return are text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const CONTROLS = new RegExp(CONTROL.source, "g");

const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

const MAX_WALK_DEPTH = 20;

/**
 * The paths (`address.fName`, `features.2`) of every string in a value that holds a control
 * character; a path of "input" for the value itself. Nothing deeper than 20 levels is read (no
 * input of ours nests so deep; the database refuses what might hide there, decision 0073).
 */
export function pathsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  const here = path.join(".") || "input";
  if (typeof value === "string") return hasControlCharacters(value) ? [here] : [];
  if (value === null || typeof value !== "object") return [];
  if (path.length >= MAX_WALK_DEPTH) return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) found.push(here);
    else found.push(...pathsWithControlCharacters(item, [...path, key]));
  }
  return found;
}

/** The value with control characters removed from every string in it (search text, never refused). */
export function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(CONTROLS, "");
  if (value === null || typeof value !== "object" || depth >= MAX_WALK_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutControlCharacters(item, depth + 1)]),
  );
}

/**
 * A file name as a client sent it, fit to store and show (decision 0073): its last path segment,
 * without control characters (PostgreSQL refuses NUL: the upload answered 500), quotes or angle
 * brackets, trimmed to `max` characters; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string, max = 120): string {
  const base = [...(name.split(/[\\/]/).pop() ?? "")]
    .filter((c) => !hasControlCharacters(c) && !'"<>'.includes(c))
    .join("")
    .trim()
    .slice(0, max);
  return base || fallback;
}
