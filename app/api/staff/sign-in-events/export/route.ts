import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { signInEventPages } from "@frontdesk/lib/auth/sign-in-events";
import { listStaff } from "@frontdesk/lib/auth/staff-accounts";
import { csvFilename, csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import { signInEventLabels, type SignInEvent } from "@frontdesk/lib/contract/staff";

/**
 * Every sign-in audit event the filters match (not only the screen's latest 200), newest first,
 * streamed page by page; staff by name as on the screen.
 */
export const GET = bffEndpoint(staffApi.signInEventsExport, async ({ query: filter }) => {
  const names = new Map((await listStaff()).map((s) => [s.id, s.name]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? id) : null);
  const columns: CsvColumn<SignInEvent>[] = [
    { header: "When (UTC)", value: (e) => e.at },
    { header: "Event", value: (e) => signInEventLabels[e.kind] ?? e.kind },
    { header: "Staff member", value: (e) => nameOf(e.staffId) },
    { header: "Typed at sign-in", value: (e) => e.username },
    { header: "By", value: (e) => nameOf(e.actorId) },
    { header: "Address", value: (e) => e.clientAddress },
    { header: "Detail", value: (e) => e.detail },
  ];
  return csvResponse(csvFilename("sign-in-audit"), columns, signInEventPages(filter));
});
