/** The input of a comment on a post (decision 0064): plain text, 2 to 1000 characters. */
import { z } from "zod";
import { hasBidiControls, withoutInvisibles } from "#kernel/fields.ts";

const COMMENT_MIN = 2;
const COMMENT_MAX = 1000;

/** Control characters out (line breaks and tabs kept), line ends unified, trimmed. */
function plainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

export const addCommentSchema = z.object({
  user: z.string().optional(),
  post: z.string({ message: "FIELD_REQUIRED" }).min(1, "FIELD_REQUIRED"),
  /** Stored as typed (never as HTML): an `<b>` stays four characters. */
  text: z
    .string({ message: "FIELD_REQUIRED" })
    .refine((text) => !hasBidiControls(text), "UNSAFE_CHARACTERS")
    .transform((text) => plainText(withoutInvisibles(text)))
    .pipe(
      z
        .string()
        .min(1, "FIELD_REQUIRED")
        .min(COMMENT_MIN, "COMMENT_TOO_SHORT")
        .max(COMMENT_MAX, "COMMENT_TOO_LONG"),
    ),
});

export type AddCommentInput = z.input<typeof addCommentSchema>;
