import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { ProductImage } from "../catalog/image.tsx";
import { type PostCardData, postDate, postPath } from "./types.ts";

/** A post in a list: image, date, title (the link), excerpt. */
export function PostCard({ post, eager = false }: { post: PostCardData; eager?: boolean }) {
  const { t } = useTranslation("blog");
  const { locale } = useRootData();
  const to = postPath(locale, post.type, post.slug);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface transition-shadow hover:shadow-md">
      <div className="aspect-[8/3] overflow-hidden bg-sand sm:aspect-[16/9]">
        {post.image ? (
          <ProductImage
            path={post.image}
            alt=""
            width={1600}
            height={600}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            eager={eager}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={post.publishedAt} className="text-sm text-muted">
          {postDate(post.publishedAt, locale.lang)}
        </time>
        <h2 className="text-lg leading-snug font-semibold">
          <Link to={to} className="after:absolute after:inset-0 hover:underline">
            {post.localTitle}
          </Link>
        </h2>
        <p className="line-clamp-3 text-muted">{post.excerpt}</p>
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-accent">
          {t("readMore")}
        </span>
      </div>
    </article>
  );
}
