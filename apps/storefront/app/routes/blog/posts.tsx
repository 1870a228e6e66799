/** /blog and /news: a type's posts, newest first, 12 a page (decision 0064). */
import { Link, redirect } from "react-router";
import { BLOG_UI } from "#i18n/messages/ui-blog.ts";
import { PostCardFields } from "../../components/blog/blog-documents.ts";
import { PostCard } from "../../components/blog/post-card.tsx";
import { postTypeOfUrl } from "../../components/blog/types.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { Pager } from "../../components/catalog/pager.tsx";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/posts";

const POSTS = graphql(
  `
  query Posts($type: String!, $page: Int) {
    getPosts(type: $type, paginate: { page: $page, limit: 12 }) {
      data { posts { ...PostCardFields } pageInfo { hasNext totalCount totalPages page limit } }
    }
  }
`,
  [PostCardFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const type = postTypeOfUrl(request.url);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const page = Number.isInteger(asked) && asked > 0 && asked < 10_000 ? asked : 1;
  const result = await gql(context, locale, POSTS, { type, page });
  const list = result.getPosts.data ?? {
    posts: [],
    pageInfo: { hasNext: false, totalCount: 0, totalPages: 0, page, limit: 12 },
  };
  // Past the last page: the list's first page (an empty page would read as "no articles").
  if (list.posts.length === 0 && list.pageInfo.totalCount > 0) throw redirect(localePath(locale, `/${type}`));
  const ui = BLOG_UI[locale.lang];
  return {
    messages: pageMessages(locale.lang, ["blog", "catalog"]),
    type,
    ...list,
    seo: seoFor({ request, context }, locale, {
      title: type === "news" ? ui.news : ui.blog,
      description: type === "news" ? ui.newsDescription : ui.blogDescription,
      path: `/${type}`,
      keep: ["page"],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function PostsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { locale } = useRootData();
  const { type, posts, pageInfo } = loaderData;
  const title = type === "news" ? t("news") : t("blog");
  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumbs items={[{ name: t("home"), to: localePath(locale, "/") }, { name: title }]} />
      <header className="mb-8">
        <h1 className="mb-2 text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="max-w-3xl text-muted">{type === "news" ? t("newsLead") : t("blogLead")}</p>
        <p className="mt-3 text-sm">
          <Link
            to={localePath(locale, type === "news" ? "/blog" : "/news")}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {type === "news" ? t("blog") : t("news")}
          </Link>
        </p>
      </header>
      {posts.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
          {posts.map((post, i) => (
            <li key={post._id}>
              <PostCard post={post} eager={i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl bg-sand px-6 py-14 text-center">
          <h2 className="mb-2 text-xl font-semibold">
            {type === "news" ? t("emptyNewsTitle") : t("emptyTitle")}
          </h2>
          <p className="mx-auto mb-6 max-w-xl text-muted">{t("emptyText")}</p>
          <Link
            to={localePath(locale, "/products")}
            className="inline-block rounded-full bg-accent px-6 py-2.5 font-semibold text-white hover:bg-accent-dark"
          >
            {t("browseProducts")}
          </Link>
        </div>
      )}
      <Pager pageInfo={pageInfo} />
    </main>
  );
}
