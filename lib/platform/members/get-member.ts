import { asc, eq } from "drizzle-orm";
import { memberLinks, members, sites, statuses } from "../db/schema";
import { route } from "../http/route";
import { ageAt, memberNotFound } from "./member-record";
import * as declared from "./get-member.schema";

export const getMember = route(declared.getMember, async (ctx) => {
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
  const overview = {
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
  return ctx.answer(200, overview);
});
