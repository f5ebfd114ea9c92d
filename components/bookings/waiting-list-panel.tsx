"use client";

import { Said, useTranslations, type Words } from "@/components/ui/catalogue";
import { useId } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/components/ui/toast";
import type { AlertListView, AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import { sessionStage } from "@frontdesk/lib/domain/waiting-list-offers";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime, formatDay, formatTime } from "@frontdesk/lib/venue/format";
import { useAlertList, usePromoteFromAlertList } from "./queries";
import { useSessionOffers } from "./offer-queries";
import { OffersSection } from "./waiting-list-offers";

// The add form (react-hook-form, the contract's zod schema, the member picker) loads when a full
// session is opened, not with the page.
const AddMemberForm = dynamic(() => import("./waiting-list-add-form").then((m) => m.AddMemberForm), {
  ssr: false,
  loading: () => <FormLoading />,
});

function FormLoading() {
  return <LoadingState label={useTranslations("Bookings")("formLoading")} />;
}

/** A session's places in words (`t`: `useTranslations("Bookings")`). */
export const placesText = (t: Words, s: AvailabilitySlot) =>
  s.spacesLeft === 0
    ? t("lists.fullBooked", { booked: s.booked, capacity: s.capacity })
    : t("lists.spacesFree", { free: s.spacesLeft, capacity: s.capacity });

export function AlertListPanel({ session }: { session: AvailabilitySlot }) {
  const t = useTranslations("Bookings");
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
  const offerUntil = (w: Waiting) => {
    const offer = offerOf(w.memberId);
    return offer ? formatDateTime(offer.expiresAt ?? w.joinedOn) : undefined;
  };
  const promoteMember = (w: Waiting) =>
    promote.mutate(
      { bookingId: session.bookingId, memberId: w.memberId },
      {
        onSuccess: () =>
          toast.success(t("lists.promoted", { name: `${w.firstName} ${w.lastName}`, activity: session.activityName })),
        onError: (error) =>
          toast.error(t("lists.promoteFailed", { name: `${w.firstName} ${w.lastName}`, reason: messageOf(error) })),
      },
    );

  return (
    <div>
      <h2 id="list-title" className="text-lg font-semibold">
        {t("lists.sessionTitle", {
          activity: session.activityName,
          day: formatDay(session.startDateTime),
          time: formatTime(session.startDateTime),
        })}
      </h2>
      <p className="text-sm" aria-live="polite">
        {list.data
          ? t("lists.booked", {
              booked: list.data.booked,
              capacity: list.data.capacity,
              waiting: list.data.waiting.length,
            })
          : placesText(t, session)}
      </p>
      {started ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          <Said text={stage === "started" ? "Problems.offers.sessionStarted" : "Problems.offers.sessionEnded"} />
        </p>
      ) : !canHaveList ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {t("lists.onlyClasses", { kind: t(`kind.${session.kind}`) })}
        </p>
      ) : !session.alertListsEnabled ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {t("lists.switchedOff", { activity: session.activityName })}
        </p>
      ) : spaceFree ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {t("lists.spaceFree", { count: freeSpaces })}
        </p>
      ) : (
        <AddMemberForm key={session.bookingId} session={session} />
      )}
      {canHaveList && session.alertListsEnabled && list.data && list.data.waiting.length > 0 && (
        <OffersSection bookingId={session.bookingId} list={list.data} offers={offers} started={started} />
      )}
      <div className="mt-4">
        {list.isPending ? (
          <LoadingState label={t("lists.loading")} />
        ) : list.isError ? (
          <ErrorState title={t("lists.failed")} message={messageOf(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.waiting.length === 0 ? (
          <EmptyState>{t("lists.nobody")}</EmptyState>
        ) : (
          <>
            {!spaceFree && (
              <p id={fullNoteId} className="mb-2 text-sm text-slate-600 dark:text-slate-300">
                {t("lists.fullPromote")}
              </p>
            )}
            <ol
              aria-label={t("lists.list")}
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {list.data.waiting.map((w) => (
                <WaitingRow
                  key={w.memberId}
                  waiting={w}
                  offerUntil={offerUntil(w)}
                  // a space held for someone else's offer is not given away here
                  disabled={!spaceFree || started || promote.isPending || (allHeld && !offerOf(w.memberId))}
                  describedBy={!spaceFree ? fullNoteId : undefined}
                  onPromote={() => promoteMember(w)}
                />
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}

type Waiting = AlertListView["waiting"][number];

/** One member waiting: their position, name, when they joined, an offer they hold, and Promote. */
function WaitingRow({
  waiting: w,
  offerUntil,
  disabled,
  describedBy,
  onPromote,
}: {
  waiting: Waiting;
  /** when the offer they hold runs out (formatted); undefined: they hold none */
  offerUntil: string | undefined;
  disabled: boolean;
  describedBy: string | undefined;
  onPromote: () => void;
}) {
  const t = useTranslations("Bookings");
  const name = `${w.firstName} ${w.lastName}`;
  return (
    <li
      className="flex items-center gap-3 px-4 py-2"
      aria-label={
        offerUntil
          ? t("lists.positionOffer", { position: w.position, name, until: offerUntil })
          : t("lists.position", { position: w.position, name })
      }
    >
      <span className="w-8 text-lg font-semibold tabular-nums">{w.position}</span>
      <span className="flex-1">
        <span className="font-medium">{name}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t("lists.joined", { id: w.memberId, day: formatDay(w.joinedOn), time: formatTime(w.joinedOn) })}
        </span>
        {offerUntil && (
          <span className="mt-1 inline-block rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100">
            {t("lists.holdsOffer", { until: offerUntil })}
          </span>
        )}
      </span>
      <Button variant="primary" disabled={disabled} aria-describedby={describedBy} onClick={onPromote}>
        {t("lists.promote", { name })}
      </Button>
    </li>
  );
}
