/**
 * Return requests (decision 0057): the shopper asks within 15 days of delivery, to be picked up at
 * the order's delivery address; administrators approve, reject or receive it. Receiving it returns
 * the order (stock back, profit credits reversed) in the same transaction.
 */
import { and, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requireOwnerOr, requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { isRowId } from "./order-state.ts";
import { lockedOrder, returnOrder } from "./orders.service.ts";
import { canMoveReturn, type ReturnStatus, returnRefusal } from "./returns.rules.ts";
import { ReturnRequestInput, ReturnStatusInput } from "./returns.schema.ts";

export type OrderReturn = typeof s.orderReturns.$inferSelect;

const OPEN: ReturnStatus[] = ["requested", "approved"];

/** requestOrderReturn: the order's owner asks to return a delivered order within the window. */
export async function requestReturn(
  ctx: RequestContext,
  orderId: string,
  input: { reason?: unknown },
): Promise<OrderReturn> {
  return withTransaction(ctx, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    requireOwnerOr(tx, "update", "order", order.userId);
    const { reason } = parseInput(ReturnRequestInput, input);
    const refusal = returnRefusal(order, tx.services.clock.now());
    if (refusal) throw new DomainError(refusal, 409);
    const [open] = await tx.db
      .select({ id: s.orderReturns.id })
      .from(s.orderReturns)
      .where(and(eq(s.orderReturns.orderId, order.id), inArray(s.orderReturns.status, OPEN)));
    if (open) throw new DomainError("RETURN_ALREADY_REQUESTED", 409);
    const now = tx.services.clock.now();
    const [created] = await tx.db
      .insert(s.orderReturns)
      .values({
        orderId: order.id,
        userId: order.userId,
        reason,
        pickupAddress: order.shippingAddress,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
}

/** updateReturnStatus: an administrator moves a request; `received` returns the order. */
export async function moveReturn(
  ctx: RequestContext,
  returnId: string,
  status: unknown,
  note?: unknown,
): Promise<OrderReturn> {
  requirePermission(ctx, "update:order:any");
  const input = parseInput(ReturnStatusInput, { status, note });
  const to = input.status;
  const decisionNote = to === "rejected" ? (input.note ?? null) : undefined;
  return withTransaction(ctx, async (tx) => {
    const find = () =>
      isRowId(returnId)
        ? tx.db.select().from(s.orderReturns).where(eq(s.orderReturns.id, returnId))
        : Promise.resolve([]);
    const [found] = await find();
    if (!found) throw new DomainError("RETURN_NOT_FOUND", 404);
    // The order first, then the request: the same order of locks as returning the order directly.
    const order = await lockedOrder(tx, found.orderId);
    const [request] = await find();
    const moved = await (async () => {
      if (request!.status === to) return request!;
      if (!canMoveReturn(request!.status, to)) throw new DomainError("RETURN_TRANSITION_INVALID", 409);
      if (to === "received") {
        await returnOrder(tx, order);
        return (await find())[0]!;
      }
      const [changed] = await tx.db
        .update(s.orderReturns)
        .set({ status: to, updatedAt: tx.services.clock.now(), ...(decisionNote ? { decisionNote } : {}) })
        .where(eq(s.orderReturns.id, request!.id))
        .returning();
      return changed!;
    })();
    await audit(tx, {
      action: "return.status",
      entity: "order",
      entityId: request!.id,
      before: { status: request!.status, order: order.id },
      after: { status: moved.status, ...(decisionNote ? { note: decisionNote } : {}) },
    });
    return moved;
  });
}
