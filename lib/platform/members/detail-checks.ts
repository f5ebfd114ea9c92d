import { eq, sql } from "drizzle-orm";
import { detailAreas, type DetailArea, type DetailCheck } from "@frontdesk/lib/contract/members";
import type { Executor } from "../db/client";
import { memberDetailChecks, members } from "../db/schema";
import { route } from "../http/route";
import { memberNotFound, requireMember } from "./member-record";
import * as declared from "./detail-checks.schema";

/** Records that an area was confirmed now, in the caller's transaction (a later check replaces an earlier one). */
export async function recordDetailCheck(
  tx: Executor,
  check: { memberId: number; area: DetailArea; how: "checked" | "changed"; checkedBy: string; checkedOn: Date },
) {
  await tx
    .insert(memberDetailChecks)
    .values(check)
    .onConflictDoUpdate({
      target: [memberDetailChecks.memberId, memberDetailChecks.area],
      set: { how: sql`excluded.how`, checkedBy: sql`excluded.checked_by`, checkedOn: sql`excluded.checked_on` },
    });
}

/**
 * Each area's last confirmation, in the contract's order; an area never confirmed counts from the member's joining.
 * One statement (the door reads it at every scan): undefined when there is no such member.
 */
async function readDetailChecks(db: Executor, memberId: number): Promise<DetailCheck[] | undefined> {
  const rows = await db
    .select({ joined: members.createdOn, check: memberDetailChecks })
    .from(members)
    .leftJoin(memberDetailChecks, eq(memberDetailChecks.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!rows.length) return undefined;
  return detailAreas.map((area) => {
    const row = rows.find((r) => r.check?.area === area)?.check;
    return row
      ? {
          area,
          lastConfirmedOn: row.checkedOn.toISOString(),
          how: row.how as "checked" | "changed",
          confirmedBy: row.checkedBy,
        }
      : { area, lastConfirmedOn: rows[0].joined.toISOString(), how: "joined" as const, confirmedBy: null };
  });
}

export const getDetailChecks = route(declared.getDetailChecks, async (ctx) => {
  const data = await readDetailChecks(ctx.db, ctx.memberId);
  if (!data) throw memberNotFound(ctx.memberId);
  return ctx.answer(200, { data });
});

export const confirmDetails = route(declared.confirmDetails, async (ctx) => {
  const data = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.memberId);
    const checkedOn = new Date();
    for (const area of ctx.input.body.areas)
      await recordDetailCheck(tx, {
        memberId: ctx.memberId,
        area,
        how: "checked",
        checkedBy: ctx.claims.sub,
        checkedOn,
      });
    return (await readDetailChecks(tx, ctx.memberId))!;
  });
  return ctx.answer(200, { data });
});
