import { Form, Link, useNavigation } from "react-router";
import { safeForDisplay } from "#i18n/bidi.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useSignedIn } from "../account/use-account.ts";
import { UserText } from "../layout/user-text.tsx";
import { type CommentData, postDate } from "./types.ts";

/** What the post page's action answers when a comment is refused (a success redirects). */
export interface CommentReply {
  ok: false;
  /** What was typed, given back to the form. */
  text: string;
  /** The specs' 'blog comment error' message, in the page's language. */
  message: string;
  /** The reason: the field's message, or the answer's own (sign in, too many requests). */
  reason: string | null;
}

/**
 * A post's comments, newest first, and the form (a signed-in visitor) or an invitation to sign in
 * that comes back to the post. Comments are text: React escapes them, line breaks show through CSS.
 */
export function Comments({
  postId,
  comments,
  here,
  added,
  reply,
}: {
  postId: string;
  comments: CommentData[];
  /** The post's path, for the sign-in link's `next`. */
  here: string;
  /** Whether the page comes back from a posted comment. */
  added: boolean;
  reply?: CommentReply;
}) {
  const { t } = useTranslation("blog");
  const { locale } = useRootData();
  const { user, known } = useSignedIn();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  // The post is everyone's page (decision 0128): the form shows until the account summary says
  // this is a visitor (without JavaScript always; a visitor's post is answered "sign in first").
  const signedIn = !!user || !known;
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-14 border-t border-line pt-10">
      <h2 id="comments-title" className="text-xl font-semibold">
        {t("comments.title")}{" "}
        <span className="text-base font-normal text-muted">
          ({t("comments.count", { count: comments.length })})
        </span>
      </h2>
      {signedIn ? (
        <Form
          method="post"
          preventScrollReset
          noValidate
          className="mt-6 flex flex-col gap-3"
          // A new form after a posted comment: the text area starts empty again.
          key={added ? "after" : "before"}
        >
          <input type="hidden" name="post" value={postId} />
          <label htmlFor="comment-text" className="font-medium">
            {t("comments.label")}
          </label>
          <textarea
            id="comment-text"
            name="text"
            rows={4}
            maxLength={1000}
            required
            dir="auto"
            defaultValue={reply?.text ?? ""}
            aria-invalid={reply ? true : undefined}
            aria-describedby={reply ? "comment-hint comment-error" : "comment-hint"}
            className="w-full rounded-xl border border-line bg-surface p-3 leading-relaxed"
          />
          <p id="comment-hint" className="text-sm text-muted">
            {t("comments.hint")}
          </p>
          {reply ? (
            <div id="comment-error" role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
              <p className="font-semibold">{reply.message}</p>
              {reply.reason ? <p>{reply.reason}</p> : null}
            </div>
          ) : null}
          {added && !reply ? (
            <p role="status" className="rounded-xl bg-success/10 p-3 text-sm text-success">
              {t("comments.added")}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="self-start rounded-full bg-accent px-6 py-2.5 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {busy ? t("comments.sending") : t("comments.submit")}
          </button>
        </Form>
      ) : (
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-sand p-5">
          <p>{t("comments.visitor")}</p>
          <Link
            to={localePath(locale, `/login?next=${encodeURIComponent(`${here}#comments`)}`)}
            className="rounded-full bg-accent px-5 py-2 font-semibold text-white hover:bg-accent-dark"
          >
            {t("comments.signInToComment")}
          </Link>
        </div>
      )}
      {comments.length ? (
        <ol className="mt-8 flex flex-col gap-4">
          {comments.map((c) => (
            <li key={c._id} id={`comment-${c._id}`} className="rounded-2xl bg-surface p-5">
              <p className="mb-2 text-sm text-muted">
                <UserText className="font-semibold text-ink" text={c.user.name} />{" "}
                <time dateTime={c.createdAt}>
                  {t("comments.on", { date: postDate(c.createdAt, locale.lang) })}
                </time>
              </p>
              <p dir="auto" className="leading-relaxed break-words whitespace-pre-line">
                {safeForDisplay(c.text)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-8 text-muted">{t("comments.none")}</p>
      )}
    </section>
  );
}
