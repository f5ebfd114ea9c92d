import { route } from "../http/route";
import { readAddresses } from "./address-record";
import { requireMemberExists } from "./member-record";
import * as declared from "./get-addresses.schema";

export const getAddresses = route(declared.getAddresses, async (ctx) => {
  await requireMemberExists(ctx.db, ctx.memberId);
  return ctx.answer(200, await readAddresses(ctx.db, ctx.memberId));
});
