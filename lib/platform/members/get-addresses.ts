import { reply, route } from "../http/route";
import { readAddresses } from "./address-record";
import { requireMember } from "./member-record";
import * as declared from "./get-addresses.schema";

export const getAddresses = route(declared.getAddresses, async (ctx) => {
  await requireMember(ctx.db, ctx.memberId);
  return reply.json(await readAddresses(ctx.db, ctx.memberId));
});
