"use client";

import { useTranslations } from "@/components/ui/catalogue";
import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import { messageOf, ProblemError } from "@frontdesk/lib/contract/problem";
import { useMemberOverview } from "@/components/members/queries";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { PastBookingsList } from "./past-bookings-list";
import { RestrictionCheck } from "./restriction-check";
import { ComingPlaces, ComingSlots, PlaceHistory } from "./member-places";
import { useLiveQueries } from "@/components/live/use-live";
import { LiveNote } from "@/components/live/live-note";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { readKey } from "@frontdesk/lib/api/read";

/**
 * The member record's bookings: the booking-restriction check first (beside the history on wide
 * screens, above it on narrow ones, so it is reached at once) and the past bookings, newest first.
 */
export function MemberBookingsScreen({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const tb = useTranslations("Bookings");
  const overview = useMemberOverview(memberId);
  // another desk's booking, cancellation or mark of this member shows here within a second
  const params = { memberId };
  const live = useLiveQueries({
    [liveTopics.memberPlaces(memberId)]: [
      readKey("members", "upcomingBookings", { params }),
      readKey("members", "pastBookings", { params }),
      readKey("bookings", "memberHistory", { params }),
      readKey("bookings", "memberSlots", { params }),
    ],
  });
  if (overview.isPending) return <LoadingState label={t("loading")} />;
  if (overview.isError) {
    const notFound = overview.error instanceof ProblemError && overview.error.problem.status === 404;
    return (
      <ErrorState
        title={notFound ? t("notFound") : t("failed")}
        message={messageOf(overview.error)}
        onRetry={notFound ? undefined : () => void overview.refetch()}
      />
    );
  }
  const name = `${overview.data.firstName} ${overview.data.lastName}`;
  return (
    <div className="mx-auto max-w-7xl">
      <header>
        <Link
          href={`/members/${memberId}`}
          className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
        >
          <ChevronLeft aria-hidden className="size-4" />
          {name}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">{t("bookingsHeading", { name })}</h1>
        <LiveNote state={live} what={tb("places.liveWhat")} />
      </header>
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="xl:sticky xl:top-4 xl:col-start-2 xl:row-start-1 xl:self-start">
          <RestrictionCheck memberId={memberId} memberName={name} />
        </aside>
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <ComingPlaces memberId={memberId} />
          <ComingSlots memberId={memberId} />
          <PlaceHistory memberId={memberId} />
          <div className="mt-6">
            <PastBookingsList memberId={memberId} />
          </div>
        </div>
      </div>
    </div>
  );
}
