"use client";

import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/areas";
import type { PlaceEvent } from "@/lib/contract/booking-places";
import { messageOf } from "@/lib/contract/problem";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime } from "@/lib/venue/format";
import { useBookingHistory } from "./place-queries";

// the form (the contract's schema) loads with its dialog, not with the page
const CancelPlaceForm = dynamic(() => import("./cancel-place-form").then((m) => m.CancelPlaceForm), {
  ssr: false,
  loading: () => <LoadingState label="Loading the form" />,
});

/** The member's coming places, each with its Cancel (reason, and the late warning inside the site's window). */
export function ComingPlaces({ memberId }: { memberId: number }) {
  const coming = useQuery(api.members.read("upcomingBookings", { params: { memberId }, query: { limit: 20 } }));
  return (
    <section aria-labelledby="coming-title">
      <h2 id="coming-title" className="text-lg font-semibold">
        Coming up
      </h2>
      <div className="mt-2">
        {coming.isPending ? (
          <LoadingState label="Loading coming bookings" />
        ) : coming.isError ? (
          <ErrorState title="Could not load coming bookings" message={messageOf(coming.error)} />
        ) : coming.data.length === 0 ? (
          <EmptyState>Nothing booked ahead.</EmptyState>
        ) : (
          <ul aria-label="Coming bookings" className="divide-y divide-slate-200 dark:divide-slate-800">
            {coming.data.map((b) => (
              <li key={b.bookingId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{b.activityName}</span>, {formatDateTime(b.startDateTime)}
                </span>
                <ModalDialog
                  triggerLabel="Cancel"
                  triggerAccessibleLabel={`Cancel ${b.activityName} on ${formatDateTime(b.startDateTime)}`}
                  title="Cancel the place"
                >
                  {(close) => (
                    <CancelPlaceForm
                      bookingId={b.bookingId}
                      memberId={memberId}
                      activityName={b.activityName}
                      startDateTime={b.startDateTime}
                      close={close}
                    />
                  )}
                </ModalDialog>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const kindWords: Record<PlaceEvent["kind"], string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  "no-show": "No-show",
  promoted: "Took a place from the waiting list",
};

/** What happened to the member's places, newest first, and any suspension in force by a site's rule. */
export function PlaceHistory({ memberId }: { memberId: number }) {
  const history = useBookingHistory(memberId);
  return (
    <section aria-labelledby="place-history-title" className="mt-6">
      <h2 id="place-history-title" className="text-lg font-semibold">
        Booking changes
      </h2>
      <div className="mt-2">
        {history.isPending ? (
          <LoadingState label="Loading booking changes" />
        ) : history.isError ? (
          <ErrorState title="Could not load booking changes" message={messageOf(history.error)} />
        ) : (
          <>
            {history.data.suspensions.map((s) => (
              <p
                key={s.siteId}
                role="note"
                className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
              >
                Booking at {s.siteId} is suspended until {formatDateTime(s.until)}: {s.strikes} late cancellations or
                no-shows in {s.strikeDays} days.
              </p>
            ))}
            {history.data.events.length === 0 ? (
              <EmptyState>No bookings made or cancelled at the desk yet.</EmptyState>
            ) : (
              <ul aria-label="Booking changes" className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {history.data.events.map((e) => (
                  <li key={e.eventId} className={`py-2 ${e.voided ? "text-slate-500 line-through" : ""}`}>
                    <span className="font-medium">
                      {kindWords[e.kind]}
                      {e.late ? " (late)" : ""}
                    </span>
                    : {e.activityName}, {formatDateTime(e.startDateTime)}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {formatDateTime(e.at)} by {e.by}
                      {e.reason ? `: ${e.reason}` : ""}
                      {e.overrideReason ? ` (booked past a suspension: ${e.overrideReason})` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
