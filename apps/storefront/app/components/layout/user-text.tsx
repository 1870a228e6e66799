import { safeForDisplay } from "#i18n/bidi.ts";

/**
 * Something a user wrote (a name, a review) shown among the site's words (decision 0073): isolated
 * with `<bdi>` so its direction cannot reorder what is around it, and without the overrides and
 * invisible characters that text stored before the input rules may still hold.
 */
export function UserText({ text, className }: { text: string; className?: string }) {
  return <bdi className={className}>{safeForDisplay(text)}</bdi>;
}
