/** The blog's public surface for other domains (decision 0055): the sitemap's post paths. */
export { isPostType, type PostType } from "./posts.rules.ts";
export { listPostPaths } from "./posts.service.ts";
