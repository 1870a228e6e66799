/** The information pages' content (decision 0063): about with its facts, terms, policies, header texts. */
import { eq, inArray } from "drizzle-orm";
import { contentPages, headerDescriptions } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { type AboutFact, POLICY_SLUGS, parseFacts, TERMS_SLUG } from "./pages.rules.ts";
import { headerPageSchema, termsQuerySchema } from "./pages.schema.ts";

export type ContentPageRow = typeof contentPages.$inferSelect;
export type HeaderDescriptionRow = typeof headerDescriptions.$inferSelect;
export type AboutView = ContentPageRow & { facts: AboutFact[] };

type Ctx = Pick<RequestContext, "db">;

async function pagesBySlug(ctx: Ctx, slugs: readonly string[]): Promise<Map<string, ContentPageRow>> {
  const rows = await ctx.db
    .select()
    .from(contentPages)
    .where(inArray(contentPages.slug, [...slugs]));
  return new Map(rows.map((r) => [r.slug, r]));
}

/** The about page and its facts (2 countries, 500+ brands, 50K products in the demo). */
export async function getAbout(ctx: Ctx): Promise<AboutView> {
  const pages = await pagesBySlug(ctx, ["about", "about-facts"]);
  const about = pages.get("about");
  if (!about) throw notFound("CONTENT_PAGE_NOT_FOUND");
  const facts = pages.get("about-facts");
  return { ...about, facts: facts ? parseFacts(facts.body, facts.arBody) : [] };
}

/** The terms a customer (default) or a designer accepts. */
export async function getTerms(ctx: Ctx, input: { type?: string | null }): Promise<ContentPageRow> {
  const { type } = parseInput(termsQuerySchema, { type: input.type ?? undefined });
  const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, TERMS_SLUG[type]));
  if (!row) throw notFound("CONTENT_PAGE_NOT_FOUND");
  return row;
}

/** The policy pages that exist, in the order privacy, shipping, returns. */
export async function listPolicies(ctx: Ctx): Promise<ContentPageRow[]> {
  const pages = await pagesBySlug(ctx, POLICY_SLUGS);
  return POLICY_SLUGS.flatMap((slug) => pages.get(slug) ?? []);
}

/** The title and text at the top of a page; 404 when the page has none. */
export async function getHeaderDescription(ctx: Ctx, input: { page: string }): Promise<HeaderDescriptionRow> {
  const { page } = parseInput(headerPageSchema, input);
  const [row] = await ctx.db.select().from(headerDescriptions).where(eq(headerDescriptions.page, page));
  if (!row) throw notFound("HEADER_DESCRIPTION_NOT_FOUND");
  return row;
}
