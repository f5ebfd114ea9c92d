"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import { CreditCard, HeartPulse, House, ShieldCheck, UserRound } from "lucide-react";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { formatCalendarDate, formatDate } from "@frontdesk/lib/venue/format";
import {
  useDetailChecks,
  useMedicalDetails,
  useMemberAddresses,
  useMemberConsent,
  useMemberOverview,
  useRecurringCard,
} from "./queries";
import { useMemberWaitingLists, useWalletCards } from "./record-queries";
import { StatusBadge } from "./status-badge";
import { MemberAlerts } from "./member-alerts";
import { DetailChecks } from "./detail-checks";
import { MemberBookingsTile, useLatestBooking } from "@/components/bookings/member-bookings-tile";
import { useBookingHistory } from "@/components/bookings/place-queries";
import { MemberMessages } from "@/components/messages/member-messages";
import { MemberVisitsTile } from "@/components/visits/member-visits-tile";
import { MemberLanguageTile, useMemberLanguage } from "./member-language-tile";
import type { MemberOverview } from "@frontdesk/lib/contract/members";
import { Said, useTranslations } from "@/components/ui/catalogue";

// Data rights (export, erasure, legal hold) are a manager's: other roles' first load does not carry them.
const DataRights = dynamic(() => import("./data-rights").then((m) => m.DataRights));

/** A member at a glance: identity, status, linked members, and the record's state tile by tile. */
export function MemberOverviewScreen({
  memberId,
  showRecord,
  dataRights = false,
  canOverride = false,
}: {
  memberId: number;
  showRecord: boolean;
  dataRights?: boolean;
  /** a manager: may book past a suspension by a site's late-cancellation rule, with a reason */
  canOverride?: boolean;
}) {
  const t = useTranslations("Members");
  const overview = useMemberOverview(memberId);
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
  const member = overview.data;
  return (
    <div className="mx-auto max-w-5xl">
      <MemberHeader member={member} />
      {showRecord ? (
        <MemberRecord member={member} dataRights={dataRights} canOverride={canOverride} />
      ) : (
        <>
          <LinkedMembers member={member} />
          <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">{t("readOnly")}</p>
          {dataRights && <DataRights member={member} />}
        </>
      )}
    </div>
  );
}

/**
 * Everything under the header for staff who keep the record: alerts, details last confirmed, linked
 * members, the tiles, messages. The alerts and the checks are as tall as what they find, so the part
 * paints once every read it shows has answered (one status line till then): nothing that has painted is
 * pushed down as a read arrives (layout shift). The messages keep a fixed height of their own.
 */
function MemberRecord({
  member,
  dataRights,
  canOverride,
}: {
  member: MemberOverview;
  dataRights: boolean;
  canOverride: boolean;
}) {
  const t = useTranslations("Members");
  const memberId = member.memberId;
  const reads = [
    useMemberConsent(memberId),
    useRecurringCard(memberId),
    useMedicalDetails(memberId),
    useMemberAddresses(memberId),
    useWalletCards(memberId),
    useMemberWaitingLists(memberId),
    useDetailChecks(memberId),
    useLatestBooking(memberId),
    useBookingHistory(memberId),
    useMemberLanguage(memberId),
  ];
  if (reads.some((read) => read.isPending))
    return (
      <div className="mt-6">
        <LoadingState label={t("loadingRecord")} />
      </div>
    );
  return (
    <>
      <MemberAlerts member={member} />
      <DetailChecks memberId={memberId} />
      <LinkedMembers member={member} />
      <section aria-labelledby="record-title" className="mt-8">
        <h2 id="record-title" className="sr-only">
          {t("record")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <ConsentTile memberId={memberId} />
          <CardTile memberId={memberId} />
          <MedicalTile memberId={memberId} />
          <AddressesTile memberId={memberId} />
          <MemberBookingsTile
            memberId={memberId}
            memberName={`${member.firstName} ${member.lastName}`}
            homeSiteId={member.homeSite?.id}
            canOverride={canOverride}
          />
          <MemberVisitsTile memberId={memberId} name={`${member.firstName} ${member.lastName}`} />
          <MemberLanguageTile memberId={memberId} />
        </div>
      </section>
      <MemberMessages memberId={memberId} />
      {dataRights && <DataRights member={member} />}
    </>
  );
}

function LinkedMembers({ member }: { member: MemberOverview }) {
  const t = useTranslations("Members");
  if (member.linkedMembers.length === 0) return null;
  return (
    <section aria-labelledby="linked-title" className="mt-6">
      <h2
        id="linked-title"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t("linked")}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {member.linkedMembers.map((linked) => (
          <li key={linked.memberId}>
            <Link
              href={`/members/${linked.memberId}`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <UserRound aria-hidden className="size-4" />
              {linked.firstName} {linked.lastName}
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {linked.relationship === "guardian" ? t("guardian") : t("dependant")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberHeader({ member }: { member: MemberOverview }) {
  const t = useTranslations("Members");
  return (
    <header>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {member.firstName} {member.lastName}
        </h1>
        <StatusBadge status={member.status} />
        {member.status?.prospectStatus && (
          <span className="text-xs text-slate-600 dark:text-slate-400">{t("prospectMark")}</span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t("fact.number")}>#{member.memberId}</Fact>
        <Fact label={t("fact.age")}>
          {member.age === null
            ? t("notRecorded")
            : member.dateOfBirth
              ? t("ageBorn", { age: member.age, born: formatCalendarDate(member.dateOfBirth) })
              : member.age}
        </Fact>
        <Fact label={t("fact.email")}>{member.email ?? t("none")}</Fact>
        <Fact label={t("fact.phone")}>{member.phone ?? t("none")}</Fact>
        <Fact label={t("fact.homeSite")}>{member.homeSite?.name ?? t("none")}</Fact>
      </dl>
    </header>
  );
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="font-medium break-words">{children}</dd>
  </div>
);

function Tile({
  title,
  icon,
  href,
  linkLabel,
  children,
}: {
  title: string;
  icon: ReactNode;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <div className="mt-2 flex-1 text-sm">{children}</div>
      <Link
        href={href}
        className="mt-3 self-start rounded text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
      >
        {linkLabel}
      </Link>
    </article>
  );
}

/** What a tile shows while its data is on the way or could not be read. */
function TileState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  if (query.isPending) return <LoadingState />;
  return (
    <p className="text-red-800 dark:text-red-300">
      <Said text={messageOf(query.error)} />
    </p>
  );
}

function ConsentTile({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const consent = useMemberConsent(memberId);
  const prefs = consent.data?.campaignPreferences;
  return (
    <Tile
      title={t("tile.consent")}
      icon={<ShieldCheck aria-hidden className="size-5" />}
      href={`/members/${memberId}/consent`}
      linkLabel={t("tile.openConsent")}
    >
      {!prefs ? (
        <TileState query={consent} />
      ) : (
        <ul className="space-y-1">
          <li>{t("tile.marketingHeld", { count: prefs.marketingCampaigns.length })}</li>
          <li>{t("tile.dataHeld", { count: prefs.dataCampaigns.length })}</li>
          <li>
            {prefs.communicationTypes.length
              ? t("tile.channels", { channels: prefs.communicationTypes.map((c) => c.channelName).join(", ") })
              : t("tile.noChannels")}
          </li>
          <li className="text-slate-600 dark:text-slate-400">
            {consent.data?.onlineConsentDate
              ? t("tile.registeredOnline", { date: formatDate(consent.data.onlineConsentDate) })
              : t("tile.noOnline")}
          </li>
        </ul>
      )}
    </Tile>
  );
}

function CardTile({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const card = useRecurringCard(memberId);
  const noWallet = card.data?.wallet === false;
  return (
    <Tile
      title={t("tile.card")}
      icon={<CreditCard aria-hidden className="size-5" />}
      href={`/members/${memberId}/card`}
      linkLabel={t("tile.openCard")}
    >
      {noWallet ? (
        <p>{t("tile.noCards")}</p>
      ) : !card.data ? (
        <TileState query={card} />
      ) : card.data.rcpCardId === null ? (
        <p>{t("tile.noneDesignated")}</p>
      ) : card.data.verified ? (
        <p>{t("tile.verified")}</p>
      ) : (
        <p>{t("tile.unverified")}</p>
      )}
    </Tile>
  );
}

function MedicalTile({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const medical = useMedicalDetails(memberId);
  const conditions = medical.data?.medicalConditions;
  return (
    <Tile
      title={t("tile.medical")}
      icon={<HeartPulse aria-hidden className="size-5" />}
      href={`/members/${memberId}/medical`}
      linkLabel={t("tile.openMedical")}
    >
      {!conditions ? (
        <TileState query={medical} />
      ) : conditions.length === 0 ? (
        <p>{t("tile.noConditions")}</p>
      ) : (
        <p>
          {t("tile.conditions", {
            count: conditions.length,
            conditions: conditions.map((c) => c.medicalConditionType).join(", "),
          })}
        </p>
      )}
    </Tile>
  );
}

function AddressesTile({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const addresses = useMemberAddresses(memberId);
  const data = addresses.data;
  const line = (kind: "home" | "work", address: NonNullable<typeof data>["address1"]) =>
    address && [address.addressLine1, address.townCity, address.postalCode].some(Boolean) ? (
      <li>
        {t(address.isPrimary ? `tile.${kind}Primary` : `tile.${kind}Address`, {
          address: [address.addressLine1, address.townCity, address.postalCode].filter(Boolean).join(", "),
        })}
      </li>
    ) : (
      <li>{t(`tile.${kind}None`)}</li>
    );
  return (
    <Tile
      title={t("tile.addresses")}
      icon={<House aria-hidden className="size-5" />}
      href={`/members/${memberId}/addresses`}
      linkLabel={t("tile.openAddresses")}
    >
      {!data ? (
        <TileState query={addresses} />
      ) : (
        <ul className="space-y-1">
          {line("home", data.address1)}
          {line("work", data.address2)}
        </ul>
      )}
    </Tile>
  );
}
