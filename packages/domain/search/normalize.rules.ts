/**
 * Search normalisation: one function, used when indexing and when querying. The database has the
 * same function, `manzil_normalize(text)` (migration `search`), so the index and a query typed by
 * a shopper always agree; `normalize.test.ts` runs both on the same inputs.
 *
 * Steps (in this order, in both places):
 *   1. one character table (translate): alef forms أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي,
 *      Persian ک ی → ك ي, Arabic-Indic and Persian digits → 0-9, Latin accents → plain letters,
 *      A-Z → a-z; tashkeel (U+064B–U+0652, U+0670) and tatweel (ـ) are deleted;
 *   2. anything that is not a-z, 0-9 or an Arabic letter becomes a space (runs become one space);
 *   3. at the start of each word the definite article ال (when 2+ letters follow) and وال فال بال
 *      كال لل (when 3+ letters follow) are dropped, so الكنبة, والكنبة and كنبة all read كنبه;
 *   4. trimmed.
 */

/** Characters mapped one to one (step 1): FROM[i] becomes TO[i]. */
export const NORMALIZE_FROM =
  "أإآٱىةؤئکی" +
  "٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹" +
  "ÀÁÂÃÄÅàáâãäå" +
  "ÈÉÊËèéêë" +
  "ÌÍÎÏìíîï" +
  "ÒÓÔÕÖòóôõö" +
  "ÙÚÛÜùúûü" +
  "ÝýÿÇçÑñ" +
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const NORMALIZE_TO =
  "اااايهويكي" +
  "01234567890123456789" +
  "aaaaaaaaaaaa" +
  "eeeeeeee" +
  "iiiiiiii" +
  "oooooooooo" +
  "uuuuuuuu" +
  "yyyccnn" +
  "abcdefghijklmnopqrstuvwxyz";
/** Characters deleted (step 1): tashkeel U+064B–U+0652, superscript alef U+0670, tatweel U+0640. */
const NORMALIZE_DELETE = "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640";

/** What a word is made of after step 1 (as a regular-expression class body, same in SQL). */
const WORD_CHARS = "a-z0-9\u0621-\u063A\u0641-\u064A\u067E\u0686\u06A4\u06AF";

const table = new Map<string, string>();
for (let i = 0; i < NORMALIZE_FROM.length; i++) table.set(NORMALIZE_FROM[i]!, NORMALIZE_TO[i]!);
for (const ch of NORMALIZE_DELETE) table.set(ch, "");

const NOT_WORD = new RegExp(`[^${WORD_CHARS}]+`, "g");
const PREFIX = / (?:ال(?=[^ ]{2})|(?:وال|فال|بال|كال|لل)(?=[^ ]{3}))/g;

/** The search form of a text (see the file comment). Pure; the same as SQL manzil_normalize. */
export function normalizeForSearch(text: string): string {
  let mapped = "";
  for (const ch of text) mapped += table.get(ch) ?? ch;
  return ` ${mapped.replace(NOT_WORD, " ")}`.replace(PREFIX, " ").trim();
}

/** Longest text a shopper's query is read to (characters); the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words of a query are searched. */
const MAX_QUERY_TOKENS = 8;

/** The normalised words of a shopper's query: capped in length and count, duplicates removed. */
export function queryTokens(text: string): string[] {
  const normalized = normalizeForSearch(text.slice(0, MAX_QUERY_LENGTH));
  if (!normalized) return [];
  return [...new Set(normalized.split(" "))].slice(0, MAX_QUERY_TOKENS);
}

/**
 * A tsquery text built only from normalised tokens (letters and digits: nothing a user typed can
 * be an operator). Every token matches as a prefix; `alternatives` (typo corrections) are OR-ed
 * with it; `weights` restricts matches to the given weights (A = product names).
 */
export function tsqueryText(
  tokens: string[],
  options: { join?: "&" | "|"; alternatives?: Map<string, string[]>; weights?: string } = {},
): string {
  const weights = options.weights ?? "";
  return tokens
    .map((token) => {
      const words = [
        `${token}:*${weights}`,
        ...(options.alternatives?.get(token) ?? []).map((w) => `${w}${weights ? `:${weights}` : ""}`),
      ];
      return words.length > 1 ? `(${words.join(" | ")})` : words[0]!;
    })
    .join(` ${options.join ?? "&"} `);
}
