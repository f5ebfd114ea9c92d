import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import type { SiteVisit } from "@/lib/contract/visits";
import { visitMethodWords } from "@/lib/contract/visit-words";
import { csvResponse, type CsvColumn } from "@/lib/csv";
import { staffNamesOf } from "@/lib/bff/audit";
import { visits } from "@/lib/platform/operations";
import { formatTime } from "@/lib/venue/format";

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
