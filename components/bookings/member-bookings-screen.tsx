"use client";

import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import { messageOf, ProblemError } from "@/lib/bff/problem";
import { useMemberOverview } from "@/components/members/queries";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { PastBookingsList } from "./past-bookings-list";
import { RestrictionCheck } from "./restriction-check";

/** The member record's bookings: past bookings (newest first) and the booking-restriction check. */
export function MemberBookingsScreen({ memberId }: { memberId: number }) {
  const overview = useMemberOverview(memberId);
  if (overview.isPending) return <LoadingState label="Loading member" />;
  if (overview.isError) {
    const notFound = overview.error instanceof ProblemError && overview.error.problem.status === 404;
    return <ErrorState title={notFound ? "No such member" : "Could not load this member"} message={messageOf(overview.error)} onRetry={notFound ? undefined : () => void overview.refetch()} />;
  }
  const name = `${overview.data.firstName} ${overview.data.lastName}`;
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <header>
        <Link href={`/members/${memberId}`} className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400">
          <ChevronLeft aria-hidden className="size-4" />
          {name}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">Bookings: {name}</h1>
      </header>
      <PastBookingsList memberId={memberId} />
      <RestrictionCheck memberId={memberId} memberName={name} />
    </div>
  );
}
