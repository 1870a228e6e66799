import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The blog pages (issue 12, decision 0064); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function blogPages(id: string): RouteConfigEntry[] {
  return [
    route("blog", "routes/blog/posts.tsx", { id: `${id}blog` }),
    route("blog/:id", "routes/blog/post.tsx", { id: `${id}blog-post` }),
    route("news", "routes/blog/posts.tsx", { id: `${id}news` }),
    route("news/:id", "routes/blog/post.tsx", { id: `${id}news-post` }),
  ];
}
