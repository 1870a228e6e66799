/**
 * Careers (decision 0065): the open positions, CVs uploaded as private files typed by their bytes,
 * and applications that claim them.
 */
import { randomUUID } from "node:crypto";
import { and, arrayOverlaps, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { safeFileName } from "#kernel/text-guard.ts";
import { withTransaction } from "#kernel/tx.ts";
import { recordUpload } from "../uploads/uploads.api.ts";
import { guardForm } from "./abuse.ts";
import { CV_MAX_BYTES, cvTypeOf } from "./cv-type.rules.ts";
import { CareerRequestInput } from "./forms.schema.ts";
import { queueTeamMail } from "./team-mail.service.ts";

export type CareerRow = typeof s.careers.$inferSelect;
const DAY = 86_400_000;

/** getCareers: the open positions, oldest first (the order the team published them). */
export async function getCareers(ctx: RequestContext): Promise<CareerRow[]> {
  return ctx.db
    .select()
    .from(s.careers)
    .where(eq(s.careers.status, "open"))
    .orderBy(asc(s.careers.createdAt));
}

/** An open position by id or slug, or CAREER_NOT_FOUND (404). */
export async function openCareer(ctx: RequestContext, idOrSlug: string): Promise<CareerRow> {
  const [row] = await ctx.db
    .select()
    .from(s.careers)
    .where(
      and(
        eq(s.careers.status, "open"),
        isRowId(idOrSlug)
          ? or(eq(s.careers.id, idOrSlug), eq(s.careers.slug, idOrSlug))
          : eq(s.careers.slug, idOrSlug),
      ),
    );
  if (!row) throw new DomainError("CAREER_NOT_FOUND", 404, { career: "CAREER_NOT_FOUND" });
  return row;
}

/** POST /api/careers/cv: one CV (PDF or Word by its bytes, at most 50 MB), from anyone. */
export async function storeCv(ctx: RequestContext, file: { bytes: Uint8Array; name: string }) {
  if (file.bytes.byteLength > CV_MAX_BYTES) throw new DomainError("CV_TOO_LARGE", 413);
  const type = cvTypeOf(file.bytes.subarray(0, 512));
  if (!type) throw new DomainError("CV_TYPE_NOT_ALLOWED", 415);
  const id = randomUUID();
  const key = `cvs/${id}.${type.ext}`;
  const name = safeFileName(file.name, `cv.${type.ext}`);
  await ctx.services.privateFiles.put(key, file.bytes, type.mime);
  await recordUpload(ctx, {
    id,
    path: `/private/cvs/${id}`,
    storageKey: key,
    originalName: name,
    mimeType: type.mime,
    size: file.bytes.byteLength,
    kind: "cv",
    userId: ctx.user?.id ?? null,
    createdAt: ctx.services.clock.now(),
  });
  return { _id: id, name, size: file.bytes.byteLength };
}

/**
 * addCareerRequest: an application to an open position with 1 to 3 CVs uploaded within the last
 * day and used by no other application (the rows are locked while checked).
 */
export async function addCareerRequest(
  ctx: RequestContext,
  input: Record<string, unknown>,
): Promise<{ _id: string }> {
  const { robot, career, ...request } = parseInput(CareerRequestInput, input);
  const position = await openCareer(ctx, career);
  await guardForm(ctx, "career", request.email, robot);
  return withTransaction(ctx, async (tx) => {
    const since = new Date(tx.services.clock.now().getTime() - DAY);
    const cvs = await tx.db
      .select({ id: s.uploads.id })
      .from(s.uploads)
      .where(
        and(inArray(s.uploads.id, request.cvs), eq(s.uploads.kind, "cv"), gt(s.uploads.createdAt, since)),
      )
      .for("update");
    const [used] = await tx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.careerRequests)
      .where(arrayOverlaps(s.careerRequests.cvs, request.cvs));
    if (cvs.length !== request.cvs.length || (used?.n ?? 0) > 0)
      throw new DomainError("CV_NOT_FOUND", 400, { cvs: "CV_NOT_FOUND" });
    const [row] = await tx.db
      .insert(s.careerRequests)
      .values({ ...request, careerId: position.id, createdAt: tx.services.clock.now() })
      .returning({ id: s.careerRequests.id });
    await queueTeamMail(tx, "career", row!.id);
    return { _id: row!.id };
  });
}
