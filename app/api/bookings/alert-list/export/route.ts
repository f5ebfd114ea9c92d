import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import type { Caller } from "@frontdesk/lib/client/transport";
import type { AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import { csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

interface WaitingRow {
  session: AvailabilitySlot;
  memberId: number;
  firstName: string;
  lastName: string;
  position: number;
  joinedOn: string;
}

const columns: CsvColumn<WaitingRow>[] = [
  { header: "Session", value: (r) => r.session.activityName },
  { header: "Starts", value: (r) => r.session.startDateTime },
  { header: "Ends", value: (r) => r.session.endDateTime },
  { header: "Places", value: (r) => r.session.capacity },
  { header: "Booked", value: (r) => r.session.booked },
  { header: "Position", value: (r) => r.position },
  { header: "Member", value: (r) => r.memberId },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Joined", value: (r) => r.joinedOn },
];

/** Each session's waiting list in turn (a session at a time, so a long day is never held whole). */
async function* waitingPages(caller: Caller, sessions: AvailabilitySlot[]): AsyncGenerator<WaitingRow[]> {
  for (const session of sessions) {
    if (session.waiting === 0 || !session.alertListsEnabled || session.kind === "other") continue;
    const list = await callPlatform(caller, bookings.readAlertList, { params: { bookingId: session.bookingId } });
    yield list.waiting.map((w) => ({ session, ...w }));
  }
}

/** The waiting lists of a site's sessions on one day (?siteId=&date=), member by member in order, as CSV. */
export const GET = bffEndpoint(
  bookingApi.alertListExport,
  async ({ caller, query: { siteId, date } }) => {
    const sessions = await callPlatform(caller, bookings.listAvailability, { query: { siteId, date } });
    return csvResponse(`waiting-lists-${date}.csv`, columns, waitingPages(caller, sessions));
  },
  { wordings: waitingListWordings },
);
