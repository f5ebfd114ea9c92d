"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useQueries, useQuery } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";
import type { AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { toast } from "@/components/ui/toast";
import { formatTime, formatTimeRange } from "@frontdesk/lib/venue/format";
import { useAvailability } from "./queries";
import { useLiveSessions } from "./live-sessions";
import { LiveNote } from "@/components/live/live-note";
import { useBookingHistory, useBookPlace } from "./place-queries";
import { emailWords, freePlacesWords, whyNotBookable, type MemberStanding } from "./book-words";
import { BookableList, PickerFrame, useOverrideReason, useSiteAndDay } from "./book-picker-parts";

/** What the picker knows of the member before anyone presses anything: restrictions, suspensions, places held. */
function useStanding(memberId: number, sessions: AvailabilitySlot[] | undefined): MemberStanding {
  const activityIds = [...new Set((sessions ?? []).map((s) => s.activityId))];
  const checks = useQueries({
    queries: activityIds.map((activityId) =>
      api.members.read("restrictions", { params: { memberId }, query: { activityId } }),
    ),
  });
  const history = useBookingHistory(memberId);
  const upcoming = useQuery(api.members.read("upcomingBookings", { params: { memberId }, query: { limit: 50 } }));
  // a handful of activities a day: worked out again at each render, no memo to keep in step
  const restricted = new Set(activityIds.filter((_, i) => checks[i]?.data?.member.memberAbleToProceed === false));
  return {
    restricted,
    suspensions: history.data?.suspensions ?? [],
    statusRefusal: history.data?.statusRefusal,
    holds: new Set((upcoming.data ?? []).map((b) => b.bookingId)),
  };
}

/**
 * Book a member in a few keys: a site and a day (today at their home site to start), then the sessions with their
 * free places, each either a "Book" button or, in words, why it cannot be booked.
 */
export function BookSessionPicker({
  memberId,
  memberName,
  homeSiteId,
  canOverride = false,
  close,
}: {
  memberId: number;
  memberName: string;
  homeSiteId?: string | null;
  /** a manager: a suspension by the site's rule is booked past with a reason (audited) */
  canOverride?: boolean;
  close: () => void;
}) {
  const t = useTranslations("Bookings");
  const place = useSiteAndDay(homeSiteId);
  const sessions = useAvailability(place.site, place.date);
  // a place booked, cancelled or taken on one of this site and day's sessions at another desk shows here by itself,
  // and so does one of this member's own places
  const live = useLiveSessions(place.site, place.date, memberId);
  const standing = useStanding(memberId, sessions.data);
  const book = useBookPlace(memberId);
  const override = useOverrideReason(
    canOverride,
    standing.suspensions.find((x) => x.siteId === place.site),
  );
  // a manager sees the sessions as if not suspended: the reason field above them books past it
  const seen = override.overriding ? { ...standing, suspensions: [] } : standing;

  const onBook = (s: AvailabilitySlot) => {
    const reason = override.take();
    if (reason === false) return;
    book.mutate(
      { bookingId: s.bookingId, overrideReason: reason },
      {
        onSuccess: (answer) => {
          toast.success(
            t("book.booked", { name: memberName, activity: s.activityName, time: formatTime(s.startDateTime) }),
            { description: emailWords(t, answer.email) },
          );
          close();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <>
      <LiveNote state={live} what={t("book.liveWhat")} />
      <PickerFrame
        place={place}
        override={override.field}
        heading={[(day) => t("book.sessionsOn", { day }), t("book.sessions")]}
        list={{
          pending: sessions.isPending,
          error: sessions.error,
          retry: () => void sessions.refetch(),
          empty: sessions.data?.length === 0,
          words: { loading: t("book.sessionsLoading"), failed: t("book.sessionsFailed"), empty: t("book.noSessions") },
        }}
      >
        <BookableList
          label={t("book.sessionsList")}
          timeWidth="6rem"
          rows={(sessions.data ?? []).map((s) => ({
            key: String(s.bookingId),
            time: formatTimeRange(s.startDateTime, s.endDateTime),
            name: s.activityName,
            free: freePlacesWords(t, s),
            why: whyNotBookable(t, s, seen, place.site),
            bookNamed: t("book.bookNamed", { activity: s.activityName, time: formatTime(s.startDateTime) }),
          }))}
          bookLabel={override.overriding ? t("book.bookAnyway") : t("tile.book")}
          busy={book.isPending}
          onBook={(key) => onBook(sessions.data!.find((s) => String(s.bookingId) === key)!)}
        />
      </PickerFrame>
    </>
  );
}
