import { memberRecordRoles } from "@/lib/auth/roles";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { getAlertList } from "@/lib/client/bookings";

/** A session's alert list in order, with its capacity and confirmed places. */
export const GET = bffRoute({ roles: memberRecordRoles, wordings: waitingListWordings }, async ({ caller, params }) => {
  const raw = params.bookingId ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw new BffProblem(problem(400, "This session could not be found. Pick the session again."));
  return getAlertList(caller, Number(raw));
});
