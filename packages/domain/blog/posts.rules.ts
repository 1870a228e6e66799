/** Pure rules of posts: paragraphs of a plain-text body and its excerpt. */

const POST_TYPES = ["blog", "news"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const isPostType = (value: unknown): value is PostType => POST_TYPES.includes(value as PostType);

/** A body's paragraphs: split on blank lines, lines inside a paragraph kept, empty ones dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The first paragraph, cut at a word boundary near `max` characters with an ellipsis. */
export function excerptOf(body: string, max = 200): string {
  const first = (paragraphsOf(body)[0] ?? "").replace(/\s+/g, " ");
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s،,.;:]+$/, "")}…`;
}
