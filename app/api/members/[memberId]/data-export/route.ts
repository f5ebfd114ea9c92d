import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { memberDataJson, pastBookingPages, readMemberData, textStream } from "@frontdesk/lib/bff/member-data";
import { memberDataHtml } from "@frontdesk/lib/bff/member-data-html";

/**
 * A member's data export (UK GDPR right of access): ?format=json (default) is a download, ?format=html
 * the readable, printable copy. Both are streamed, so a member with 10,000 bookings costs one page of memory.
 */
export const GET = bffEndpoint(memberApi.dataExport, async ({ caller, session, params, query }) => {
  const { memberId } = params;
  const data = await readMemberData(caller, session.name, memberId);
  const pages = pastBookingPages(caller, memberId);
  if (query.format === "html") {
    return new Response(textStream(memberDataHtml(data, pages)), {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const file = `member-${memberId}-data-${data.exportedOn.slice(0, 10)}.json`;
  return new Response(textStream(memberDataJson(data, pages)), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${file}"`,
      "cache-control": "no-store",
    },
  });
});
