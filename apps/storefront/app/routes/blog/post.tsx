/** /blog/{slug} and /news/{slug}: a post, its neighbours and its comments (decision 0064). */
import { data, Link, redirect } from "react-router";
import { errorMessage } from "#i18n/messages/errors.ts";
import { BLOG_UI } from "#i18n/messages/ui-blog.ts";
import { COMMENTS, PostCardFields } from "../../components/blog/blog-documents.ts";
import { type CommentReply, Comments } from "../../components/blog/comments.tsx";
import { type PostCardData, postDate, postPath, postTypeOfUrl } from "../../components/blog/types.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { ProductImage } from "../../components/catalog/image.tsx";
import { breadcrumbLd, publicOrigin, seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { ChevronEnd } from "../../components/layout/icons.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/post";

const POST = graphql(
  `
  query Post($slug: String!) {
    getPostBySlug(slug: $slug) {
      status_code
      data {
        post { _id slug type title arTitle localTitle excerpt body image publishedAt updatedAt }
        previous { ...PostCardFields }
        next { ...PostCardFields }
      }
    }
  }
`,
  [PostCardFields],
);

const ADD_COMMENT = graphql(`
  mutation AddComment($post: String!, $text: String!) {
    addReview(type: "comment", post: $post, text: $text) {
      status_code message code fieldErrors { field code message } data { _id }
    }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const type = postTypeOfUrl(request.url);
  const result = await gql(context, locale, POST, { slug: params.id });
  const found = result.getPostBySlug.data;
  if (!found) throw data(null, { status: 404 });
  const { post } = found;
  // One address per post: its own type and its slug (an id or the other list's path redirects).
  if (post.type !== type || post.slug !== params.id) {
    const url = new URL(request.url);
    throw redirect(`${postPath(locale, post.type, post.slug)}${url.search}`, 301);
  }
  const comments = await gql(context, locale, COMMENTS, {
    post: post._id,
  });
  const ui = BLOG_UI[locale.lang];
  const origin = publicOrigin(context);
  const listName = post.type === "news" ? ui.news : ui.blog;
  const seo = seoFor({ request, context }, locale, {
    title: post.localTitle,
    description: post.excerpt,
    path: `/${post.type}/${post.slug}`,
    image: post.image,
  });
  const prefixed = { ...locale, prefixed: true };
  const manzil = { "@type": "Organization", name: locale.lang === "ar" ? "منزل" : "Manzil", url: origin };
  seo.jsonLd.push(
    {
      "@context": "https://schema.org",
      "@type": post.type === "news" ? "NewsArticle" : "Article",
      headline: post.localTitle,
      description: post.excerpt,
      ...(post.image ? { image: [`${origin}${post.image}`] } : {}),
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      inLanguage: locale.lang,
      author: manzil,
      publisher: { ...manzil, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
      mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonical },
      url: seo.canonical,
      commentCount: comments.getCommentReviews.data?.length ?? 0,
    },
    breadcrumbLd(origin, [
      { name: ui.home, path: localePath(prefixed, "/") },
      { name: listName, path: localePath(prefixed, `/${post.type}`) },
      { name: post.localTitle, path: seo.canonical },
    ]),
  );
  return {
    messages: pageMessages(locale.lang, ["blog"]),
    ...found,
    comments: comments.getCommentReviews.data ?? [],
    added: new URL(request.url).searchParams.has("commented"),
    meta: seoMeta(seo),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const text = String(form.get("text") ?? "");
  const result = await gql(context, locale, ADD_COMMENT, {
    post: String(form.get("post") ?? ""),
    text,
  });
  const answer = result.addReview;
  if (answer.status_code === 200) {
    // Post/redirect/get: a reload does not post twice (request.url may be the `.data` request's).
    const here = postPath(locale, postTypeOfUrl(request.url), params.id);
    return redirect(`${here}?commented=1#comments`);
  }
  const reason =
    answer.fieldErrors[0]?.message ?? (answer.code === "BLOG_COMMENT_ERROR" ? null : answer.message);
  return data<CommentReply>(
    { ok: false, text, message: errorMessage("BLOG_COMMENT_ERROR", locale.lang), reason },
    { status: answer.status_code >= 400 && answer.status_code < 600 ? answer.status_code : 400 },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

function Neighbour({ post, rel }: { post: PostCardData; rel: "prev" | "next" }) {
  const { t } = useTranslation("blog");
  const { locale } = useRootData();
  return (
    <Link
      to={postPath(locale, post.type, post.slug)}
      rel={rel}
      className={`flex h-full flex-col gap-1 rounded-2xl bg-surface p-5 hover:shadow-md ${rel === "next" ? "sm:items-end sm:text-end" : ""}`}
    >
      <span className="flex items-center gap-1 text-sm text-muted">
        {rel === "prev" ? <ChevronEnd size={16} className="rotate-180 rtl:rotate-0" /> : null}
        {rel === "prev" ? t("previous") : t("next")}
        {rel === "next" ? <ChevronEnd size={16} className="rtl:-scale-x-100" /> : null}
      </span>
      <span className="font-semibold">{post.localTitle}</span>
    </Link>
  );
}

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { locale } = useRootData();
  const { post, previous, next, comments, added } = loaderData;
  const list = localePath(locale, `/${post.type}`);
  const listName = post.type === "news" ? t("news") : t("blog");
  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumbs
        items={[
          { name: t("home"), to: localePath(locale, "/") },
          { name: listName, to: list },
          { name: post.localTitle },
        ]}
      />
      <article>
        <header className="mb-6">
          <h1 className="mb-3 text-2xl leading-snug font-semibold sm:text-4xl">{post.localTitle}</h1>
          <p className="text-sm text-muted">
            <time dateTime={post.publishedAt}>
              {t("publishedOn", { date: postDate(post.publishedAt, locale.lang) })}
            </time>
          </p>
        </header>
        {post.image ? (
          <ProductImage
            path={post.image}
            alt=""
            width={1600}
            height={600}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="mb-8 aspect-[8/3] w-full rounded-2xl bg-sand object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-5 text-lg leading-relaxed">
          {post.body.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's position is its identity
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </article>
      {previous || next ? (
        <nav aria-label={listName} className="mt-12 grid gap-4 sm:grid-cols-2">
          <div>{previous ? <Neighbour post={previous} rel="prev" /> : null}</div>
          <div>{next ? <Neighbour post={next} rel="next" /> : null}</div>
        </nav>
      ) : null}
      <p className="mt-8">
        <Link to={list} className="inline-flex items-center gap-1 font-semibold text-accent hover:underline">
          <ChevronEnd size={16} className="rotate-180 rtl:rotate-0" />
          {post.type === "news" ? t("backToNews") : t("backToBlog")}
        </Link>
      </p>
      <Comments
        postId={post._id}
        comments={comments}
        here={postPath(locale, post.type, post.slug)}
        added={added}
        reply={actionData && !actionData.ok ? actionData : undefined}
      />
    </main>
  );
}
