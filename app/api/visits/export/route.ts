import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import type { SiteVisit } from "@frontdesk/lib/contract/visits";
import { visitMethodWords } from "@frontdesk/lib/contract/visit-words";
import { csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import { staffNamesOf } from "@frontdesk/lib/bff/audit";
import { visits } from "@frontdesk/lib/platform/operations";
import { formatTime } from "@frontdesk/lib/venue/format";

const columnsNaming = (names: Record<string, string>): CsvColumn<SiteVisit>[] => [
  { header: "Time", value: (v) => formatTime(v.visitedAt) },
  { header: "Member", value: (v) => v.memberId },
  { header: "First name", value: (v) => v.firstName },
  { header: "Last name", value: (v) => v.lastName },
  { header: "How", value: (v) => visitMethodWords[v.method] },
  { header: "Reason let in anyway", value: (v) => v.overrideReason },
  { header: "Let in by", value: (v) => names[v.letInBy] ?? v.letInBy },
  { header: "Undone", value: (v) => (v.undoneAt ? `Undone: ${v.undoReason ?? ""}` : null) },
  { header: "Visited at", value: (v) => v.visitedAt },
  { header: "Left at", value: (v) => v.leftAt },
];

/** "Who is in" as the screen filters it (the platform filters): a site's day (a few thousand at most: one read), newest first. */
export const GET = bffEndpoint(visitApi.visitsExport, async ({ caller, query: { siteId, ...query } }) => {
  const day = await callPlatform(caller, visits.listSiteVisits, { params: { siteId }, query });
  const shown = day.visits;
  const names = await staffNamesOf([...new Set(shown.map((v) => v.letInBy))]);
  const file = `visits-${day.siteId.toLowerCase()}-${day.date}.csv`;
  return csvResponse(
    file,
    columnsNaming(names),
    (async function* () {
      yield shown;
    })(),
  );
});
