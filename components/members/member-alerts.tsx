"use client";

import Link from "next/link";
import { AlertOctagon, AlertTriangle } from "lucide-react";
import type { WalletCard } from "@frontdesk/lib/contract/members";
import { dataConsentState } from "@frontdesk/lib/domain/consent/data-consent";
import { useMedicalDetails, useMemberConsent, useRecurringCard } from "./queries";
import { useMemberWaitingLists, useWalletCards } from "./record-queries";
import type { MemberAlertListPlace } from "@frontdesk/lib/contract/bookings";
import { formatDay, formatTime, siteDateTimeOf } from "@frontdesk/lib/venue/format";
import type { MemberConsent, MemberOverview, RecurringCard } from "@frontdesk/lib/contract/members";
import { useTranslations, type Words } from "@/components/ui/catalogue";

/**
 * Alerts at a glance: what the desk must know before serving the member, as a red
 * (act now) or amber (check) banner, each linking to the screen that deals with it. Built from
 * the reads the overview's tiles already make (one cache), so it costs no extra request but the wallet. Their words:
 * messages/*.json, Members.alert (`t`: `useTranslations("Members")`).
 */
interface MemberAlert {
  level: "red" | "amber";
  text: string;
  href: string;
  linkLabel: string;
}

export function consentAlerts(t: Words, memberId: number, consent: MemberConsent, now = new Date()): MemberAlert[] {
  const href = `/members/${memberId}/consent`;
  const state = dataConsentState(consent.campaignPreferences.dataCampaigns, now);
  if (state === "none")
    return [
      {
        level: "amber",
        text: t("alert.noConsent"),
        href,
        linkLabel: t("alert.recordConsent"),
      },
    ];
  if (state === "expired")
    return [
      {
        level: "amber",
        text: t("alert.consentExpired"),
        href,
        linkLabel: t("alert.reviewConsent"),
      },
    ];
  return [];
}

export function cardAlerts(
  t: Words,
  memberId: number,
  recurring: RecurringCard,
  cards: WalletCard[],
  now = new Date(),
): MemberAlert[] {
  if (recurring.rcpCardId === null) return [];
  const href = `/members/${memberId}/card`;
  const card = cards.find((c) => String(c.cardID) === recurring.rcpCardId);
  // A card is valid to the end of its expiry month.
  if (card && new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1)) <= now)
    return [
      {
        level: "red",
        text: t("alert.cardExpired", {
          brand: card.brand,
          last4: card.last4,
          expiry: `${String(card.expiryMonth).padStart(2, "0")}/${card.expiryYear}`,
        }),
        href,
        linkLabel: t("alert.updateCard"),
      },
    ];
  if (!recurring.verified)
    return [
      {
        level: "amber",
        text: t("alert.cardUnverified"),
        href,
        linkLabel: t("alert.checkCard"),
      },
    ];
  return [];
}

function linkAlerts(t: Words, member: MemberOverview): MemberAlert[] {
  return member.linkedMembers
    .filter((m) => m.relationship === "dependant")
    .map((m) => ({
      level: "amber" as const,
      text: t("alert.dependant", { name: `${m.firstName} ${m.lastName}` }),
      href: `/members/${m.memberId}`,
      linkLabel: t("alert.openMember", { name: `${m.firstName} ${m.lastName}` }),
    }));
}

/** Sessions not yet started that the member waits on, each linking to that session's waiting list. */
export function waitingListAlerts(t: Words, places: MemberAlertListPlace[], now = new Date()): MemberAlert[] {
  return places
    .filter((p) => Date.parse(p.startDateTime) > now.getTime())
    .map((p) => ({
      level: "amber" as const,
      text: t("alert.waitingList", {
        activity: p.activityName,
        day: formatDay(p.startDateTime),
        time: formatTime(p.startDateTime),
        position: p.alertListPosition,
      }),
      href: `/bookings/waiting-lists?${new URLSearchParams({ site: p.siteId, date: siteDateTimeOf(p.startDateTime).slice(0, 10), session: String(p.bookingId) })}`,
      linkLabel: t("alert.openWaitingList", { activity: p.activityName, day: formatDay(p.startDateTime) }),
    }));
}

export function MemberAlerts({ member }: { member: MemberOverview }) {
  const t = useTranslations("Members");
  const memberId = member.memberId;
  const medical = useMedicalDetails(memberId);
  const consent = useMemberConsent(memberId);
  const recurring = useRecurringCard(memberId);
  const wallet = useWalletCards(memberId);
  const waiting = useMemberWaitingLists(memberId);
  const conditions = medical.data?.medicalConditions ?? [];
  const alerts: MemberAlert[] = [
    ...(conditions.length > 0
      ? [
          {
            level: "red" as const,
            text: t("alert.medical", { conditions: conditions.map((c) => c.medicalConditionType).join(", ") }),
            href: `/members/${memberId}/medical`,
            linkLabel: t("alert.readMedical"),
          },
        ]
      : []),
    ...(consent.data ? consentAlerts(t, memberId, consent.data) : []),
    ...(recurring.data && wallet.data ? cardAlerts(t, memberId, recurring.data, wallet.data.data) : []),
    ...waitingListAlerts(t, waiting.data ?? []),
    ...linkAlerts(t, member),
  ];
  if (alerts.length === 0) return null;
  const red = alerts.some((a) => a.level === "red");
  return (
    <section
      aria-labelledby="alerts-title"
      className={`mt-4 rounded-lg border px-4 py-3 text-sm ${
        red
          ? "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      }`}
    >
      <h2 id="alerts-title" className="flex items-center gap-2 font-semibold">
        {red ? <AlertOctagon aria-hidden className="size-4" /> : <AlertTriangle aria-hidden className="size-4" />}
        {t("alert.title")}
      </h2>
      <ul className="mt-2 space-y-1">
        {alerts.map((alert) => (
          <li key={alert.href + alert.text} className="flex flex-wrap items-baseline gap-x-2">
            <span
              className={`rounded px-1.5 text-xs font-semibold uppercase ${alert.level === "red" ? "bg-red-700 text-white" : "bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50"}`}
            >
              {alert.level === "red" ? t("alert.important") : t("alert.check")}
            </span>
            <span>{alert.text}</span>
            <Link href={alert.href} className="font-medium underline underline-offset-2">
              {alert.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
