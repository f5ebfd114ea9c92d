"use client";

import { useSay, useTranslations, type Words } from "@/components/ui/catalogue";
import { Check, Send, X } from "lucide-react";
import type { AlertListView } from "@frontdesk/lib/contract/bookings";
import type { OfferMade, SessionOffers, WaitingListOffer } from "@frontdesk/lib/contract/waiting-list-offers";
import { mailNotSetUp, messageStateLabel } from "@frontdesk/lib/domain/messages";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatDateTime, formatTime } from "@frontdesk/lib/venue/format";
import { useAnswerOffer, useOfferNext } from "./offer-queries";

/**
 * Members' names from the list, or for someone who has left it (took a space) from the offers' own names;
 * by number only if neither knows them.
 */
const nameOf = (t: Words, list: AlertListView, memberNames: Record<string, string>, memberId: number) => {
  const w = list.waiting.find((m) => m.memberId === memberId);
  const name = w ? `${w.firstName} ${w.lastName}` : memberNames[String(memberId)];
  return name ? t("lists.who", { name, id: memberId }) : t("offers.memberNumbered", { id: memberId });
};

/** How long an offer is held, in the screen's words: "1 day 2 hours", "30 minutes" (as lib/domain's holdText). */
export function holdWords(t: Words, minutes: number): string {
  const parts = [
    [Math.floor(minutes / 1440), "offers.holdDays"],
    [Math.floor((minutes % 1440) / 60), "offers.holdHours"],
    [minutes % 60, "offers.holdMinutes"],
  ] as const;
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, key]) => t(key, { n }))
      .join(" ") || t("offers.holdMinutes", { n: 0 })
  );
}

const historyText = (t: Words, o: WaitingListOffer, name: string, staffNames: Record<string, string>) => {
  const by = o.decidedBy ? (staffNames[o.decidedBy] ?? o.decidedBy) : "";
  switch (o.outcome) {
    case "accepted":
      return t("offers.took", { name, time: formatDateTime(o.decidedAt ?? o.offeredAt), by });
    case "declined":
      return t("offers.declined", { name, time: formatDateTime(o.decidedAt ?? o.offeredAt), by });
    case "no answer":
      return t("offers.noAnswer", { name, time: formatDateTime(o.expiresAt ?? o.offeredAt) });
    default:
      return o.reason ? t("offers.passedOver", { name, reason: o.reason }) : t("offers.passedOverMayNot", { name });
  }
};

/**
 * Offers of a session's free spaces: offer the next free space to the first person in line
 * who may book it, record their answer, and see what came of every offer. A space is held for the
 * venue's hold time; when it runs out unanswered the next person in line is offered it.
 */
export function OffersSection({
  bookingId,
  list,
  offers,
  started,
}: {
  bookingId: number;
  list: AlertListView;
  offers: { data?: SessionOffers; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  started: boolean;
}) {
  const t = useTranslations("Bookings");
  const offerNext = useOfferNext(bookingId);
  const answer = useAnswerOffer(bookingId);
  if (offers.isPending) return <LoadingState label={t("offers.loading")} />;
  if (offers.isError || !offers.data)
    return <ErrorState title={t("offers.failed")} message={messageOf(offers.error)} onRetry={() => offers.refetch()} />;
  const { open, history, holdMinutes, memberNames, staffNames, emails, mailConfigured } = offers.data;
  const free = list.capacity - list.booked;
  const canOffer =
    !started && free > open.length && list.waiting.some((w) => !open.some((o) => o.memberId === w.memberId));

  const makeOffer = () =>
    offerNext.mutate(undefined, {
      onSuccess: ({ offer, passedOver, email, mailConfigured }) => {
        const skipped = passedOver.length ? ` ${t("offers.skipped", { count: passedOver.length })}` : "";
        if (!offer) return toast.error(`${t("offers.nobodyLeft")}${skipped}`);
        const offered = `${t("offers.offered", {
          name: nameOf(t, list, memberNames, offer.memberId),
          time: formatTime(offer.expiresAt ?? ""),
        })}${skipped}`;
        const told = offerEmailWords(t, email, mailConfigured);
        if (told.phone) toast.warning(`${offered}. ${told.text}`, { duration: 15_000 });
        else toast.success(`${offered}; ${told.text}`);
      },
      onError: (error) => toast.error(t("offers.offerFailed", { reason: messageOf(error) })),
    });
  const record = (o: WaitingListOffer, outcome: "accepted" | "declined") =>
    answer.mutate(
      { offerId: o.id, outcome },
      {
        onSuccess: () =>
          toast.success(
            outcome === "accepted"
              ? t("offers.nowHasPlace", { name: nameOf(t, list, memberNames, o.memberId) })
              : t("offers.turnedDown", { name: nameOf(t, list, memberNames, o.memberId) }),
          ),
        onError: (error) => toast.error(t("offers.answerFailed", { reason: messageOf(error) })),
      },
    );

  return (
    <section
      aria-labelledby="offers-title"
      className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <h3 id="offers-title" className="font-semibold">
        {t("offers.title")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("offers.intro", { hold: holdWords(t, holdMinutes) })}
      </p>
      {!started && free > 0 && (
        <Button className="mt-2" variant="primary" disabled={!canOffer || offerNext.isPending} onClick={makeOffer}>
          <Send aria-hidden className="size-4" />
          {t("offers.offer")}
        </Button>
      )}
      {open.length > 0 && (
        <ul aria-label={t("offers.open")} className="mt-3 space-y-2">
          {open.map((o) => (
            <li
              key={o.id}
              className="flex flex-wrap items-center gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm dark:bg-slate-800"
            >
              <span className="flex-1">
                {t("offers.offeredTo", {
                  name: nameOf(t, list, memberNames, o.memberId),
                  until: formatDateTime(o.expiresAt ?? o.offeredAt),
                })}{" "}
                <OfferEmailState email={emails[String(o.id)]} mailConfigured={mailConfigured} />
              </span>
              <Button disabled={answer.isPending} onClick={() => record(o, "accepted")}>
                <Check aria-hidden className="size-4" />
                {t("offers.tookIt", { name: nameOf(t, list, memberNames, o.memberId) })}
              </Button>
              <Button disabled={answer.isPending} onClick={() => record(o, "declined")}>
                <X aria-hidden className="size-4" />
                {t("offers.turnedDownButton", { name: nameOf(t, list, memberNames, o.memberId) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {history.length > 0 && (
        <ul aria-label={t("offers.history")} className="mt-3 space-y-1 text-sm">
          {history.map((o) => (
            <li key={o.id}>{historyText(t, o, nameOf(t, list, memberNames, o.memberId), staffNames)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The desk's word once a space is offered: the email is queued, or (no address, a template that cannot be
 * filled, or email not set up at this venue, so a queued email will not be sent) the desk phones them.
 */
export function offerEmailWords(t: Words, email: OfferMade["email"], mailConfigured: boolean) {
  if (email && email.state !== "queued")
    return { phone: true, text: t("offers.notEmailed", { why: email.detail ?? t("offers.call") }) };
  if (email && !mailConfigured)
    return { phone: true, text: t("offers.notEmailedNoMail", { mail: mailNotSetUp, call: t("offers.call") }) };
  return { phone: false, text: t("offers.queued") };
}

/**
 * Whether the member was emailed the open offer: the message's state, or (no message: no address, or a
 * template that cannot be filled; the email failed; or email is not set up at this venue, so it waits for
 * ever) that the desk must phone them.
 */
export function OfferEmailState({
  email,
  mailConfigured,
}: {
  email?: SessionOffers["emails"][string];
  mailConfigured: boolean;
}) {
  const t = useTranslations("Bookings");
  const say = useSay();
  const call = t("offers.call");
  if (!email) return <span className="font-medium">{t("offers.notEmailed", { why: call })}</span>;
  if (email.state === "failed")
    return (
      <span className="font-medium">
        {email.detail ? t("offers.emailFailedWhy", { detail: email.detail, call }) : t("offers.emailFailed", { call })}
      </span>
    );
  if (email.state === "waiting" && !mailConfigured)
    return <span className="font-medium">{t("offers.notEmailedNoMail", { mail: mailNotSetUp, call })}</span>;
  return <span>{t("offers.emailState", { state: say(messageStateLabel[email.state]).toLowerCase() })}</span>;
}
