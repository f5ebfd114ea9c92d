import { eq, sql } from "drizzle-orm";
import type { MemberOverview } from "@frontdesk/lib/contract/members";
import { rowsOf } from "../db/rows";
import { members, sites, statuses } from "../db/schema";
import { route } from "../http/route";
import { ageAt, memberNotFound } from "./member-record";
import * as declared from "./get-member.schema";

export const getMember = route(declared.getMember, async (ctx) => {
  const { memberId, raw } = ctx.input.params;
  // the record and its links side by side, the links in one statement: the door reads a member at every scan
  const [[row], linkedMembers] = await Promise.all([
    ctx.db
      .select({ member: members, status: statuses, site: { id: sites.id, name: sites.name } })
      .from(members)
      .leftJoin(statuses, eq(statuses.id, members.statusId))
      .leftJoin(sites, eq(sites.id, members.homeSiteId))
      .where(eq(members.id, memberId)),
    rowsOf<MemberOverview["linkedMembers"][number]>(
      ctx.db,
      sql`SELECT * FROM (
          SELECT m.id AS "memberId", m.first_name AS "firstName", m.last_name AS "lastName", 'guardian' AS relationship
            FROM member_links l JOIN members m ON m.id = l.guardian_id WHERE l.dependant_id = ${memberId}
          UNION ALL
          SELECT m.id, m.first_name, m.last_name, 'dependant'
            FROM member_links l JOIN members m ON m.id = l.dependant_id WHERE l.guardian_id = ${memberId}) links
        ORDER BY relationship = 'dependant', "memberId"`,
    ),
  ]);
  if (!row) throw memberNotFound(raw);
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
    linkedMembers: linkedMembers.map((m) => ({ ...m, memberId: Number(m.memberId) })),
  };
  return ctx.answer(200, overview);
});
