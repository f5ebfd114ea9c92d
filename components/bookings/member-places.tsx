"use client";

import { useTranslations } from "@/components/ui/catalogue";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";
import type { PlaceEvent } from "@frontdesk/lib/contract/booking-places";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { useBookingHistory } from "./place-queries";
import { useMemberSlots } from "./slot-queries";

// the form (the contract's schema) loads with its dialog, not with the page
const CancelPlaceForm = dynamic(() => import("./cancel-place-form").then((m) => m.CancelPlaceForm), {
  ssr: false,
  loading: () => <FormLoading />,
});
const CancelSlotForm = dynamic(() => import("./cancel-slot-form").then((m) => m.CancelSlotForm), {
  ssr: false,
  loading: () => <FormLoading />,
});

function FormLoading() {
  return <LoadingState label={useTranslations("Bookings")("formLoading")} />;
}

/** The member's coming places, each with its Cancel (reason, and the late warning inside the site's window). */
export function ComingPlaces({ memberId }: { memberId: number }) {
  const t = useTranslations("Bookings");
  const coming = useQuery(api.members.read("upcomingBookings", { params: { memberId }, query: { limit: 20 } }));
  return (
    <section aria-labelledby="coming-title">
      <h2 id="coming-title" className="text-lg font-semibold">
        {t("places.coming")}
      </h2>
      <div className="mt-2">
        {coming.isPending ? (
          <LoadingState label={t("places.comingLoading")} />
        ) : coming.isError ? (
          <ErrorState title={t("places.comingFailed")} message={messageOf(coming.error)} />
        ) : coming.data.length === 0 ? (
          <EmptyState>{t("nothingAhead")}</EmptyState>
        ) : (
          <ul aria-label={t("places.comingList")} className="divide-y divide-slate-200 dark:divide-slate-800">
            {coming.data.map((b) => (
              <li key={b.bookingId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{b.activityName}</span>, {formatDateTime(b.startDateTime)}
                </span>
                <ModalDialog
                  triggerLabel={t("places.cancel")}
                  triggerAccessibleLabel={t("places.cancelNamed", {
                    activity: b.activityName,
                    time: formatDateTime(b.startDateTime),
                  })}
                  title={t("places.cancelTitle")}
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

/**
 * The member's coming resource slots (courts, lanes), each with its Cancel. A venue platform without slots says so
 * in words (the BFF's 501) in place of the list.
 */
export function ComingSlots({ memberId }: { memberId: number }) {
  const t = useTranslations("Bookings");
  const coming = useMemberSlots(memberId);
  return (
    <section aria-labelledby="coming-slots-title" className="mt-6">
      <h2 id="coming-slots-title" className="text-lg font-semibold">
        {t("slots.coming")}
      </h2>
      <div className="mt-2">
        {coming.isPending ? (
          <LoadingState label={t("slots.comingLoading")} />
        ) : coming.isError ? (
          <ErrorState title={t("slots.comingFailed")} message={messageOf(coming.error)} />
        ) : coming.data.length === 0 ? (
          <EmptyState>{t("slots.none")}</EmptyState>
        ) : (
          <ul aria-label={t("slots.comingList")} className="divide-y divide-slate-200 dark:divide-slate-800">
            {coming.data.map((s) => (
              <li key={s.bookingId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{s.productName}</span>, {formatDateTime(s.startDateTime)}
                </span>
                <ModalDialog
                  triggerLabel={t("places.cancel")}
                  triggerAccessibleLabel={t("slots.cancelNamed", {
                    resource: s.productName,
                    time: formatDateTime(s.startDateTime),
                  })}
                  title={t("slots.cancelTitle")}
                >
                  {(close) => <CancelSlotForm memberId={memberId} slot={s} close={close} />}
                </ModalDialog>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** A place event's kind as its message key (messages/*.json, Bookings.places.kind). */
const kindKeys: Record<PlaceEvent["kind"], string> = {
  booked: "booked",
  cancelled: "cancelled",
  attended: "attended",
  "no-show": "noShow",
  promoted: "promoted",
};

/** What happened to the member's places, newest first, and any suspension in force by a site's rule. */
export function PlaceHistory({ memberId }: { memberId: number }) {
  const t = useTranslations("Bookings");
  const history = useBookingHistory(memberId);
  return (
    <section aria-labelledby="place-history-title" className="mt-6">
      <h2 id="place-history-title" className="text-lg font-semibold">
        {t("places.changes")}
      </h2>
      <div className="mt-2">
        {history.isPending ? (
          <LoadingState label={t("places.changesLoading")} />
        ) : history.isError ? (
          <ErrorState title={t("places.changesFailed")} message={messageOf(history.error)} />
        ) : (
          <>
            {history.data.suspensions.map((s) => (
              <p
                key={s.siteId}
                role="note"
                className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
              >
                {t("places.suspended", {
                  site: s.siteId,
                  until: formatDateTime(s.until),
                  strikes: s.strikes,
                  days: s.strikeDays,
                })}
              </p>
            ))}
            {history.data.events.length === 0 ? (
              <EmptyState>{t("places.noChanges")}</EmptyState>
            ) : (
              <ul aria-label={t("places.changes")} className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {history.data.events.map((e) => (
                  <li key={e.eventId} className={`py-2 ${e.voided ? "text-slate-500 line-through" : ""}`}>
                    <span className="font-medium">
                      {t(`places.kind.${kindKeys[e.kind]}`)}
                      {e.late ? ` ${t("places.late")}` : ""}
                    </span>
                    : {e.activityName || e.productName}, {formatDateTime(e.startDateTime)}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t("places.by", { time: formatDateTime(e.at), name: e.by })}
                      {e.reason ? `: ${e.reason}` : ""}
                      {e.overrideReason ? ` ${t("places.override", { reason: e.overrideReason })}` : ""}
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
