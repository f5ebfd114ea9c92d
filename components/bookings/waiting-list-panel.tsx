"use client";

import { useId } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/components/ui/toast";
import type { AvailabilitySlot } from "@/lib/contract/bookings";
import { closedSessionRefusal, sessionStage } from "@/lib/domain/waiting-list-offers";
import { messageOf } from "@/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime, formatDay, formatTime } from "@/lib/venue/format";
import { useAlertList, usePromoteFromAlertList } from "./queries";
import { useSessionOffers } from "./offer-queries";
import { OffersSection } from "./waiting-list-offers";

// The add form (react-hook-form, the contract's zod schema, the member picker) loads when a full
// session is opened, not with the page.
const AddMemberForm = dynamic(() => import("./waiting-list-add-form").then((m) => m.AddMemberForm), {
  ssr: false,
  loading: () => <LoadingState label="Loading the form" />,
});

export const placesText = (s: AvailabilitySlot) =>
  s.spacesLeft === 0 ? `Full: ${s.booked} of ${s.capacity} booked` : `${s.spacesLeft} of ${s.capacity} spaces free`;

export function AlertListPanel({ session }: { session: AvailabilitySlot }) {
  const list = useAlertList(session.bookingId);
  const offers = useSessionOffers(session.bookingId);
  const promote = usePromoteFromAlertList();
  const stage = sessionStage(session);
  const started = stage !== "coming";
  const offerOf = (memberId: number) => offers.data?.open.find((o) => o.memberId === memberId);
  const canHaveList = session.kind !== "other";
  const freeSpaces = list.data ? list.data.capacity - list.data.booked : session.spacesLeft;
  const spaceFree = freeSpaces > 0;
  const allHeld = (offers.data?.open.length ?? 0) >= freeSpaces;
  const fullNoteId = useId();

  return (
    <div>
      <h2 id="list-title" className="text-lg font-semibold">
        {session.activityName}, {formatDay(session.startDateTime)} at {formatTime(session.startDateTime)}
      </h2>
      <p className="text-sm" aria-live="polite">
        {list.data
          ? `${list.data.booked} of ${list.data.capacity} places booked, ${list.data.waiting.length} waiting.`
          : placesText(session)}
      </p>
      {started ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {closedSessionRefusal(stage)}
        </p>
      ) : !canHaveList ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          Only classes and courses have waiting lists; this is a {session.kind} session.
        </p>
      ) : !session.alertListsEnabled ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          Waiting lists are switched off for {session.activityName}.
        </p>
      ) : spaceFree ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {freeSpaces === 1 ? "1 space is free" : `${freeSpaces} spaces are free`}: book instead. The waiting list is
          for when the session is full.
        </p>
      ) : (
        <AddMemberForm key={session.bookingId} session={session} />
      )}
      {canHaveList && session.alertListsEnabled && list.data && list.data.waiting.length > 0 && (
        <OffersSection bookingId={session.bookingId} list={list.data} offers={offers} started={started} />
      )}
      <div className="mt-4">
        {list.isPending ? (
          <LoadingState label="Loading waiting list" />
        ) : list.isError ? (
          <ErrorState
            title="Could not load the waiting list"
            message={messageOf(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.waiting.length === 0 ? (
          <EmptyState>Nobody is waiting for this session.</EmptyState>
        ) : (
          <>
            {!spaceFree && (
              <p id={fullNoteId} className="mb-2 text-sm text-slate-600 dark:text-slate-300">
                The session is full: promote someone once a place frees up.
              </p>
            )}
            <ol
              aria-label="Waiting list"
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {list.data.waiting.map((w) => (
                <li
                  key={w.memberId}
                  className="flex items-center gap-3 px-4 py-2"
                  aria-label={`Position ${w.position}: ${w.firstName} ${w.lastName}${offerOf(w.memberId) ? `, holds an offer until ${formatDateTime(offerOf(w.memberId)?.expiresAt ?? w.joinedOn)}` : ""}`}
                >
                  <span className="w-8 text-lg font-semibold tabular-nums">{w.position}</span>
                  <span className="flex-1">
                    <span className="font-medium">
                      {w.firstName} {w.lastName}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      #{w.memberId}, joined {formatDay(w.joinedOn)} {formatTime(w.joinedOn)}
                    </span>
                    {offerOf(w.memberId) && (
                      <span className="mt-1 inline-block rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100">
                        Holds an offer until {formatDateTime(offerOf(w.memberId)?.expiresAt ?? w.joinedOn)}
                      </span>
                    )}
                  </span>
                  <Button
                    variant="primary"
                    // a space held for someone else's offer is not given away here
                    disabled={!spaceFree || started || promote.isPending || (allHeld && !offerOf(w.memberId))}
                    aria-describedby={!spaceFree ? fullNoteId : undefined}
                    onClick={() =>
                      promote.mutate(
                        { bookingId: session.bookingId, memberId: w.memberId },
                        {
                          onSuccess: () =>
                            toast.success(`${w.firstName} ${w.lastName} now has a place on ${session.activityName}`),
                          onError: (error) =>
                            toast.error(`Could not promote ${w.firstName} ${w.lastName}: ${messageOf(error)}`),
                        },
                      )
                    }
                  >
                    Promote {w.firstName} {w.lastName}
                  </Button>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
