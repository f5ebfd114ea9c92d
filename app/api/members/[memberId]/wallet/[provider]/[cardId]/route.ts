import { memberRecordRoles } from "@/lib/auth/roles";
import { problem } from "@/lib/bff/problem";
import { BffProblem, bffRoute, memberIdParam } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { listWalletCards, removeWalletCard } from "@/lib/client/members";

/** Removes a saved card; 412 if that card changed (or was designated) since it was read. */
export const DELETE = bffRoute({ roles: memberRecordRoles, audit: "removed a saved card", mutation: true }, async ({ req, caller, params }) => {
  if (!/^\d{1,9}$/.test(params.cardId ?? "")) throw new BffProblem(problem(400, `The value '${params.cardId ?? ""}' is not a valid card id.`));
  const memberId = memberIdParam(params);
  const provider = params.provider ?? "";
  const cardId = Number(params.cardId);
  await requireUnchanged(req, async () => (await listWalletCards(caller, memberId, provider)).data.find((c) => c.cardID === cardId) ?? null);
  await removeWalletCard(caller, memberId, provider, cardId);
  return undefined;
});
