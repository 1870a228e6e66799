/** Pure rules of the information pages (decision 0063). */

export interface AboutFact {
  value: string;
  label: string;
  arLabel: string;
}

/** `value | label` lines; blank or malformed lines are skipped. */
function factLines(text: string): Array<[value: string, label: string]> {
  return text
    .split(/\r?\n/)
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1]);
}

/**
 * The about page's facts, stored as the content page `about-facts` (no column exists for them):
 * one fact a line, `value | label`, English in `body` and Arabic in `arBody`, paired by value.
 */
export function parseFacts(body: string, arBody: string): AboutFact[] {
  const arabic = new Map(factLines(arBody));
  return factLines(body).map(([value, label]) => ({ value, label, arLabel: arabic.get(value) ?? label }));
}

/** The policy pages in the order they are answered. */
export const POLICY_SLUGS = ["privacy", "shipping", "returns"] as const;

/** The content page of each terms type. */
export const TERMS_SLUG = { customer: "terms", designer: "terms-designer" } as const;
