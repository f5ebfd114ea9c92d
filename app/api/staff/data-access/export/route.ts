import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { dataAccessPages, type DataAccessPage } from "@frontdesk/lib/bff/audit";
import { csvFilename, csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import { auditActionLabel } from "@frontdesk/lib/contract/staff";
import { dataAccessFilterOf } from "../filter";

/**
 * Every data-access audit row the filters match (not only the screen's pages), newest first,
 * streamed a keyset page at a time; staff by name as on the screen, their username beside it.
 */
export const GET = bffEndpoint(staffApi.dataAccessExport, async ({ query }) => {
  const { after: _after, ...filter } = dataAccessFilterOf(query);
  const columns: CsvColumn<DataAccessPage["entries"][number]>[] = [
    { header: "When (UTC)", value: (e) => e.at },
    { header: "Staff member", value: (e) => e.staffName ?? e.staffId },
    { header: "Username", value: (e) => e.staffId },
    { header: "Member ID", value: (e) => e.memberId },
    { header: "Action", value: (e) => auditActionLabel(e.action) },
  ];
  return csvResponse(csvFilename("data-access-audit"), columns, dataAccessPages(filter));
});
