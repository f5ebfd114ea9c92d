import { route } from "../http/route";
import { readMemberConsent } from "./consent-view";
import { memberNotFound } from "./member-record";
import * as declared from "./get-consent.schema";

export const getConsent = route(declared.getConsent, async (ctx) => {
  const consent = await readMemberConsent(ctx.db, ctx.memberId);
  if (!consent) throw memberNotFound(ctx.memberId);
  return ctx.answer(200, consent);
});
