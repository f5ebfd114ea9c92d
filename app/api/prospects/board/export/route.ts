import { prospectApi } from "@frontdesk/lib/api/prospects";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import type { Caller } from "@frontdesk/lib/client/transport";
import { getInteractionCatalogue, withStaffNames } from "@frontdesk/lib/bff/prospect-board";
import { boardLimits, interactionStatuses, type BoardItem, type BoardQuery } from "@frontdesk/lib/contract/prospects";
import { csvFilename, csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { prospects } from "@frontdesk/lib/platform/operations";

const columnNames: Record<number, string> = { 1: "Active", 2: "Completed", 3: "Overdue", 4: "Unassigned" };
const priorityNames: Record<number, string> = { 1: "Low", 2: "Medium", 3: "High" };
/** The board's columns in its order. */
const boardOrder = [
  interactionStatuses.active,
  interactionStatuses.overdue,
  interactionStatuses.unassigned,
  interactionStatuses.completed,
];

/**
 * The board as its filters show it, column by column, each keyset-paged through the platform.
 * As on the board, "mine" (scheduledWith) cannot narrow the Unassigned column: it lists them all.
 */
async function* boardPages(
  caller: Caller,
  filters: Omit<BoardQuery, "status" | "limit" | "cursor">,
): AsyncGenerator<BoardItem[]> {
  for (const status of boardOrder) {
    const columnFilters =
      status === interactionStatuses.unassigned ? { ...filters, scheduledWith: undefined } : filters;
    let cursor: string | undefined;
    do {
      const page = await callPlatform(caller, prospects.prospectBoard, {
        query: { ...columnFilters, status, limit: boardLimits.maxLimit, cursor },
      });
      if (page.data.length > 0) yield await withStaffNames(page.data);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
}

/** Every interaction on the board with its current filters, as CSV (not only the pages loaded on screen). */
export const GET = bffEndpoint(prospectApi.boardExport, async ({ caller, query: filters }) => {
  const catalogue = await getInteractionCatalogue(caller);
  const typeName = (id: string) => catalogue.find((t) => t.id === id)?.description ?? id;
  const subTypeName = (id: string) => catalogue.flatMap((t) => t.subTypes).find((s) => s.id === id)?.description ?? id;
  const columns: CsvColumn<BoardItem>[] = [
    { header: "Column", value: (i) => (i.interactionStatus === null ? null : columnNames[i.interactionStatus]) },
    { header: "Member", value: (i) => i.memberId },
    { header: "First name", value: (i) => i.member.firstName },
    { header: "Last name", value: (i) => i.member.lastName },
    { header: "Email", value: (i) => i.member.email },
    { header: "Phone", value: (i) => i.member.phone },
    { header: "Type", value: (i) => typeName(i.interactionTypeId) },
    { header: "Sub type", value: (i) => subTypeName(i.interactionSubTypeId) },
    { header: "Priority", value: (i) => (i.priority === null ? null : priorityNames[i.priority]) },
    { header: "Next action", value: (i) => i.nextActionDate },
    { header: "Scheduled with", value: (i) => i.scheduledWithName ?? i.scheduledWith },
    { header: "Details", value: (i) => i.details },
    { header: "Raised by", value: (i) => i.raisedByUserId },
    { header: "Raised", value: (i) => i.raisedDate },
  ];
  return csvResponse(csvFilename("prospects"), columns, boardPages(caller, filters));
});
