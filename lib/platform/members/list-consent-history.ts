import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { consentHistory } from "../db/schema";
import { reply, route } from "../http/route";
import { consentHistoryEntry, type ConsentHistoryEntry } from "@/lib/contract/members";
import { consentGate } from "./consent-view";
import { requireMember } from "./member-record";

export const listConsentHistory = route(
  {
    method: "get",
    path: "/api/members/:memberId/consent/history",
    summary: "Read a member's consent history (extension)",
    description:
      "The permanent, undeletable history of consent changes, newest first: grants and withdrawals of campaign and channel consent and changes to legal-agreement data. " +
      "subjectName is the name at the time of the change.",
    tags: ["Members: consent"],
    ...consentGate,
    memberScoped: true,
    responses: {
      200: { description: "History entries, newest first", schema: z.array(consentHistoryEntry) },
      404: { description: "Member with ID {memberId} does not exist" },
    },
  },
  async (ctx) => {
    await requireMember(ctx.db, ctx.memberId);
    const rows = await ctx.db
      .select()
      .from(consentHistory)
      .where(eq(consentHistory.memberId, ctx.memberId))
      .orderBy(desc(consentHistory.changedOn), desc(consentHistory.id));
    return reply.json(
      rows.map((r): ConsentHistoryEntry => ({
        id: r.id,
        kind: r.kind as ConsentHistoryEntry["kind"],
        subjectId: r.subjectId,
        subjectName: subjectName(r.detail) ?? r.subjectId,
        action: r.action as ConsentHistoryEntry["action"],
        captureDate: r.captureDate?.toISOString() ?? null,
        guardianName: r.guardianName,
        changedBy: r.changedBy,
        source: r.source as ConsentHistoryEntry["source"],
        changedOn: r.changedOn.toISOString(),
      })),
    );
  },
);

function subjectName(detail: string | null): string | undefined {
  if (!detail) return undefined;
  try {
    const parsed = JSON.parse(detail) as { subjectName?: unknown };
    return typeof parsed.subjectName === "string" ? parsed.subjectName : undefined;
  } catch {
    return undefined;
  }
}
