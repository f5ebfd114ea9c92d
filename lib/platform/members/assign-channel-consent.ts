import { and, eq, sql } from "drizzle-orm";
import { communicationChannels, consentHistory, memberChannelConsents, members } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { captureDateOrNow, consentSourceOf, nextModifiedOn, requireMemberConsent } from "./consent-view";
import { requireMember } from "./member-record";
import * as declared from "./assign-channel-consent.schema";

export const assignChannelConsent = route(declared.assignChannelConsent, async (ctx) => {
  const consent = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.memberId);
    const body = ctx.input.body;
    const [channel] = await tx
      .select()
      .from(communicationChannels)
      .where(sql`lower(${communicationChannels.id}) = lower(${body.channelId})`);
    if (!channel || (body.granted && !channel.active))
      throw PlatformError.text(400, `Channel ID ${body.channelId} does not exist.`);
    const now = new Date();
    const captureDate = captureDateOrNow(body.captureDate, now);
    if (captureDate === "future") throw PlatformError.text(400, "captureDate cannot be in the future.");
    if (body.granted) {
      await tx
        .insert(memberChannelConsents)
        .values({ memberId: ctx.memberId, channelId: channel.id, captureDate })
        .onConflictDoUpdate({
          target: [memberChannelConsents.memberId, memberChannelConsents.channelId],
          set: { captureDate },
        });
    } else {
      await tx
        .delete(memberChannelConsents)
        .where(and(eq(memberChannelConsents.memberId, ctx.memberId), eq(memberChannelConsents.channelId, channel.id)));
    }
    await tx
      .update(members)
      .set({ consentModifiedOn: nextModifiedOn(now) })
      .where(eq(members.id, ctx.memberId));
    await tx.insert(consentHistory).values({
      memberId: ctx.memberId,
      kind: "channel",
      subjectId: channel.id,
      action: body.granted ? "granted" : "withdrawn",
      captureDate,
      changedBy: ctx.claims.sub,
      source: consentSourceOf(ctx.claims),
      changedOn: now,
      detail: JSON.stringify({ subjectName: channel.name }),
    });
    return requireMemberConsent(tx, ctx.memberId);
  });
  return ctx.answer(200, consent);
});
