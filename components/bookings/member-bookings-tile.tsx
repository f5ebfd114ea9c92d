"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { api } from "@frontdesk/lib/api/areas";
import Link from "next/link";
import { CalendarCheck } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { LoadingState } from "@/components/ui/states";
import { formatDateTime, formatDay } from "@frontdesk/lib/venue/format";
import dynamic from "next/dynamic";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { useBookingHistory } from "./place-queries";

// the picker (sessions or resource slots, restriction checks) loads with its dialog, not with the overview
const BookPicker = dynamic(() => import("./book-picker").then((m) => m.BookPicker), {
  ssr: false,
  loading: () => <PickerLoading />,
});

function PickerLoading() {
  return <LoadingState label={useTranslations("Bookings")("book.sessionsLoading")} />;
}

/** The member's latest past booking and how many there are (the tile's read; the overview waits for it). */
export const useLatestBooking = (memberId: number) =>
  useQuery(api.members.read("pastBookings", { params: { memberId }, query: { limit: 1 } }));

/**
 * The member overview's bookings tile: the next booking, how many past bookings, the latest, a suspension by a
 * site's late-cancellation rule, "Book" (a session picker) and the way in.
 */
export function MemberBookingsTile({
  memberId,
  memberName,
  homeSiteId,
  canOverride = false,
}: {
  memberId: number;
  memberName: string;
  homeSiteId?: string | null;
  canOverride?: boolean;
}) {
  const t = useTranslations("Bookings");
  const latest = useLatestBooking(memberId);
  const standing = useBookingHistory(memberId);
  const upcoming = useQuery(api.members.read("upcomingBookings", { params: { memberId }, query: { limit: 1 } }));
  const next = upcoming.data?.[0];
  const total = latest.data?.metaData.resultSet.total;
  const last = latest.data?.pastBookingData[0];
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <CalendarCheck aria-hidden className="size-5" />
        {t("tile.title")}
      </h3>
      <div className="mt-2 flex-1 text-sm">
        {latest.isPending || upcoming.isPending ? (
          <LoadingState />
        ) : latest.isError || upcoming.isError ? (
          <p className="text-red-800 dark:text-red-300">
            <Said text={messageOf(latest.error ?? upcoming.error)} />
          </p>
        ) : (
          <>
            <p>
              {next
                ? t("tile.next", { activity: next.activityName, day: formatDay(next.startDateTime) })
                : t("nothingAhead")}
            </p>
            <p className="mt-1">
              {total === 0 || !last
                ? t("tile.noPast")
                : t("tile.past", {
                    count: total ?? 0,
                    activity: last.activityName,
                    day: formatDay(last.startDateTime),
                  })}
            </p>
            {standing.data?.suspensions.map((x) => (
              <p key={x.siteId} className="mt-1 font-medium text-amber-900 dark:text-amber-300">
                {t("tile.suspended", { site: x.siteId, until: formatDateTime(x.until), strikes: x.strikes })}
              </p>
            ))}
          </>
        )}
      </div>
      <div className="mt-3">
        <ModalDialog
          triggerLabel={t("tile.book")}
          triggerAccessibleLabel={t("tile.bookNamed", { name: memberName })}
          title={t("tile.bookTitle", { name: memberName })}
          wide
        >
          {(close) => (
            <BookPicker
              memberId={memberId}
              memberName={memberName}
              homeSiteId={homeSiteId}
              canOverride={canOverride}
              close={close}
            />
          )}
        </ModalDialog>
      </div>
      <Link
        href={`/members/${memberId}/bookings`}
        className="mt-3 self-start rounded text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
      >
        {t("tile.open")}
      </Link>
    </article>
  );
}
