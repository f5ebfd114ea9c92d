import { asc, eq } from "drizzle-orm";
import { memberLinks, members, sites, statuses } from "../db/schema";
import { z } from "zod";
import { parseMemberIdSegment } from "../http/input";
import { reply, route } from "../http/route";
import { memberOverview, type MemberOverview } from "@/lib/contract/members";
import { ageAt, memberNotFound } from "./member-record";
import { frontDeskGate } from "./search-members";

export const getMember = route(
  {
    method: "get",
    path: "/api/members/:memberId",
    summary: "Read a member's overview (front-desk extension)",
    description:
      "Identity, age (whole years, UTC today), status, home site and linked members (relationship is what the linked member is to this member).",
    tags: ["Members: front desk"],
    ...frontDeskGate,
    // not member-scoped: an id that is not a member id (a positive int32 in digits) is this endpoint's 404, named as sent
    input: {
      params: {
        schema: z.object({ memberId: z.int32().positive().describe("Member id") }),
        parse: (params: Record<string, string>) => {
          const memberId = parseMemberIdSegment(params.memberId);
          if (memberId === undefined) throw memberNotFound(params.memberId);
          return { memberId, raw: params.memberId };
        },
      },
    },
    responses: {
      200: { description: "The member overview", schema: memberOverview },
      404: { description: "Member with ID {memberId} does not exist (plain text)" },
    },
  },
  async (ctx) => {
    const { memberId, raw } = ctx.input.params;
    const [row] = await ctx.db
      .select({ member: members, status: statuses, site: { id: sites.id, name: sites.name } })
      .from(members)
      .leftJoin(statuses, eq(statuses.id, members.statusId))
      .leftJoin(sites, eq(sites.id, members.homeSiteId))
      .where(eq(members.id, memberId));
    if (!row) throw memberNotFound(raw);
    const linked = { memberId: members.id, firstName: members.firstName, lastName: members.lastName };
    const [guardians, dependants] = await Promise.all([
      ctx.db
        .select(linked)
        .from(memberLinks)
        .innerJoin(members, eq(members.id, memberLinks.guardianId))
        .where(eq(memberLinks.dependantId, memberId))
        .orderBy(asc(members.id)),
      ctx.db
        .select(linked)
        .from(memberLinks)
        .innerJoin(members, eq(members.id, memberLinks.dependantId))
        .where(eq(memberLinks.guardianId, memberId))
        .orderBy(asc(members.id)),
    ]);
    const { member, status, site } = row;
    const overview: MemberOverview = {
      memberId: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      dateOfBirth: member.dateOfBirth,
      age: member.dateOfBirth ? ageAt(member.dateOfBirth, new Date()) : null,
      email: member.email,
      phone: member.phone,
      status: status
        ? {
            id: status.id,
            description: status.description,
            backColourHex: status.backColourHex,
            textColourHex: status.textColourHex,
            prospectStatus: status.prospectStatus,
          }
        : null,
      homeSite: site?.id ? { id: site.id, name: site.name } : null,
      linkedMembers: [
        ...guardians.map((m) => ({ ...m, relationship: "guardian" as const })),
        ...dependants.map((m) => ({ ...m, relationship: "dependant" as const })),
      ],
    };
    return reply.json(overview);
  },
);
