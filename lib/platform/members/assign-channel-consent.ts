import { and, eq, sql } from "drizzle-orm";
import { communicationChannels, consentHistory, memberChannelConsents, members } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { assignChannelConsentRequest, memberConsent } from "@/lib/contract/members";
import { captureDateOrNow, consentGate, consentSourceOf, nextModifiedOn, readMemberConsent } from "./consent-view";
import { requireMember } from "./member-record";

export const assignChannelConsent = route(
  {
    method: "put",
    path: "/api/members/:memberId/communication-channels",
    summary: "Grant or withdraw a member's agreement to a communication channel",
    description:
      "granted true creates (or re-captures) the channel agreement, captureDate defaulting to now; granted false deletes it. channelId is one of the live channel list " +
      "(GET /api/configuration/consent/communication-channels), matched case-insensitively. Every write updates modifiedOn and appends to the permanent consent history. " +
      "Failures are 400 plain text: Channel ID {id} does not exist.",
    tags: ["Members: consent"],
    ...consentGate,
    memberScoped: true,
    input: { body: assignChannelConsentRequest },
    responses: {
      200: { description: "The MemberConsent after the change", schema: memberConsent },
      400: { description: "Plain text, e.g. Channel ID {id} does not exist." },
      404: { description: "Member with ID {memberId} does not exist" },
    },
  },
  async (ctx) => {
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
          .where(
            and(eq(memberChannelConsents.memberId, ctx.memberId), eq(memberChannelConsents.channelId, channel.id)),
          );
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
      return readMemberConsent(tx, ctx.memberId);
    });
    return reply.json(consent);
  },
);
