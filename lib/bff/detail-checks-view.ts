import type { DetailChecks } from "@frontdesk/lib/contract/members";
import { isCheckDue } from "@frontdesk/lib/domain/consent/details-due";
import { inAuditWindow, type AuditedChange } from "./consent-history-view";

/**
 * When each kind of detail was last confirmed, whether it is due for a check, and who confirmed it in
 * words: the platform keeps its token's subject (Frontdesk's integrator upstream), so a desk check is
 * named from the BFF's own "confirmed details" audit row written as it happened (at most a minute
 * after), and an embedded staff id from `names` (the staff list's).
 */
export function detailChecksView(
  checks: DetailChecks,
  audit: AuditedChange[],
  names: Record<string, string>,
  months: number,
  now = new Date(),
) {
  const confirmations = audit.filter((a) => a.action === "confirmed details");
  return {
    months,
    areas: checks.data.map((check) => {
      const at = Date.parse(check.lastConfirmedOn);
      const audited = confirmations.find((a) => inAuditWindow(a, at));
      const confirmedBy =
        check.how === "joined"
          ? null
          : check.how === "checked" && audited
            ? (audited.staffName ?? audited.staffId)
            : (names[check.confirmedBy ?? ""] ?? check.confirmedBy);
      return { ...check, confirmedBy, due: isCheckDue(check.lastConfirmedOn, months, now) };
    }),
  };
}
export type DetailChecksView = ReturnType<typeof detailChecksView>;
