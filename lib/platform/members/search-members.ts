import { searchInStages } from "./search-stages";
import { route } from "../http/route";
import { type MemberSearchItem } from "@frontdesk/lib/contract/members";
import * as declared from "./search-members.schema";

export const searchMembers = route(declared.searchMembers, async (ctx) => {
  const { search, limit, offset } = ctx.input.query;
  const { rows, total } = await searchInStages(ctx.db, search, limit, offset);
  const data = rows.map((r): MemberSearchItem => ({
    memberId: r.memberId,
    firstName: r.firstName,
    lastName: r.lastName,
    dateOfBirth: r.dateOfBirth,
    email: r.email,
    phone: r.phone,
    status: r.statusId
      ? {
          id: r.statusId,
          description: r.statusDescription!,
          backColourHex: r.backColourHex!,
          textColourHex: r.textColourHex!,
        }
      : null,
    homeSiteId: r.homeSiteId,
  }));
  return ctx.answer(200, { data, total });
});
