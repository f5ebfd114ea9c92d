import type { ConsentHistoryEntry } from "@frontdesk/lib/contract/members";

/** One staff_audit row as the view needs it (staffAuditNamed's shape). */
export interface AuditedChange {
  at: Date;
  staffId: string;
  staffName: string | null;
  action: string;
}

/**
 * Where the BFF's audit row of a platform change made at `at` (ms) may lie: from a second before (clocks) to a minute
 * after (upstream the row is written once the platform has answered). The views match rows in it and
 * staffAuditAround reads only it.
 */
export const auditWindowOf = (at: number) => ({ from: at - 1000, to: at + 60_000 });
export const inAuditWindow = (row: AuditedChange, at: number) => {
  const { from, to } = auditWindowOf(at);
  return row.at.getTime() >= from && row.at.getTime() <= to;
};

/**
 * The consent history as the screen shows it: each change with who recorded it in words.
 * The platform's changedBy is the staff id in embedded mode but Frontdesk's integrator upstream, so a
 * desk change is matched to the BFF's own "changed consent" audit row written as it happened (the first
 * unused one at or up to a minute after it; one write's several rows share one instant and one audit
 * row); the staff member's name comes from that row, else from `names` (an embedded change's staff id). Online and
 * imported changes name their source.
 */
export function consentHistoryView(
  history: ConsentHistoryEntry[],
  audit: AuditedChange[],
  names: Record<string, string>,
) {
  const consentWrites = audit
    .filter((a) => a.action === "changed consent")
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const used = new Set<AuditedChange>();
  const byInstant = new Map<string, AuditedChange | undefined>();
  const oldestFirst = [...history].sort((a, b) => Date.parse(a.changedOn) - Date.parse(b.changedOn) || a.id - b.id);
  for (const change of oldestFirst) {
    if (change.source !== "desk" || byInstant.has(change.changedOn)) continue;
    const at = Date.parse(change.changedOn);
    const row = consentWrites.find((a) => !used.has(a) && inAuditWindow(a, at));
    if (row) used.add(row);
    byInstant.set(change.changedOn, row);
  }
  return history.map((change) => {
    const audited = byInstant.get(change.changedOn);
    const recordedBy =
      // who, as catalogue keys the screen says in its language (its message adds "online" / "imported")
      change.source === "online"
        ? "Words.consent.theMember"
        : change.source === "import"
          ? "Words.consent.importedRecords"
          : audited
            ? (audited.staffName ?? audited.staffId)
            : (names[change.changedBy] ?? change.changedBy);
    return { ...change, recordedBy };
  });
}

/** The instants of the desk's changes in a history: where their audit rows are (staffAuditAround). */
export const deskChangeInstants = (history: ConsentHistoryEntry[]) =>
  [...new Set(history.filter((c) => c.source === "desk").map((c) => c.changedOn))].map((at) => new Date(at));
