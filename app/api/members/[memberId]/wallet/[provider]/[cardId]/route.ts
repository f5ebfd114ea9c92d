import { memberRecordRoles } from "@/lib/auth/roles";
import { problem } from "@/lib/bff/problem";
import { BffProblem, bffRoute, memberIdParam } from "@/lib/bff/route";
import { removeWalletCard } from "@/lib/client/members";

export const DELETE = bffRoute({ roles: memberRecordRoles, audit: "removed a saved card", mutation: true }, async ({ caller, params }) => {
  if (!/^\d{1,9}$/.test(params.cardId ?? "")) throw new BffProblem(problem(400, `The value '${params.cardId ?? ""}' is not a valid card id.`));
  await removeWalletCard(caller, memberIdParam(params), params.provider ?? "", Number(params.cardId));
  return undefined;
});
