import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { dryRunRecords } from "@frontdesk/lib/bff/retention-run";
import { csvFilename, csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import type { DueRecord } from "@frontdesk/lib/contract/retention";

/** Every record a run would touch now, rule by rule, streamed a keyset page at a time. */
export const GET = bffEndpoint(retentionApi.dryRunExport, async ({ session }) => {
  const columns: CsvColumn<DueRecord>[] = [
    { header: "Rule", value: (r) => r.rule },
    { header: "Record ID", value: (r) => r.id },
    { header: "Member ID", value: (r) => r.memberId ?? "" },
    { header: "Last activity (UTC)", value: (r) => r.at },
    { header: "Action", value: (r) => r.action },
  ];
  return csvResponse(csvFilename("retention-dry-run"), columns, dryRunRecords(session.staffId));
});
