"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import { CreditCard, HeartPulse, House, ShieldCheck, UserRound } from "lucide-react";
import { ProblemError, messageOf } from "@/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { formatCalendarDate, formatDate } from "@/lib/venue/format";
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
import type { MemberOverview } from "@/lib/contract/members";

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
  const overview = useMemberOverview(memberId);
  if (overview.isPending) return <LoadingState label="Loading member" />;
  if (overview.isError) {
    const notFound = overview.error instanceof ProblemError && overview.error.problem.status === 404;
    return (
      <ErrorState
        title={notFound ? "No such member" : "Could not load this member"}
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
          <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">
            Read-only overview: the member&apos;s record is kept by reception and managers.
          </p>
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
        <LoadingState label="Loading the member's record" />
      </div>
    );
  return (
    <>
      <MemberAlerts member={member} />
      <DetailChecks memberId={memberId} />
      <LinkedMembers member={member} />
      <section aria-labelledby="record-title" className="mt-8">
        <h2 id="record-title" className="sr-only">
          Member record
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
  if (member.linkedMembers.length === 0) return null;
  return (
    <section aria-labelledby="linked-title" className="mt-6">
      <h2
        id="linked-title"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        Linked members
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
                {linked.relationship === "guardian" ? "Guardian" : "Dependant"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberHeader({ member }: { member: MemberOverview }) {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {member.firstName} {member.lastName}
        </h1>
        <StatusBadge status={member.status} />
        {member.status?.prospectStatus && (
          <span className="text-xs text-slate-600 dark:text-slate-400">(prospect)</span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Fact label="Member number">#{member.memberId}</Fact>
        <Fact label="Age">
          {member.age !== null
            ? `${member.age}${member.dateOfBirth ? ` (born ${formatCalendarDate(member.dateOfBirth)})` : ""}`
            : "Not recorded"}
        </Fact>
        <Fact label="Email">{member.email ?? "None"}</Fact>
        <Fact label="Phone">{member.phone ?? "None"}</Fact>
        <Fact label="Home site">{member.homeSite?.name ?? "None"}</Fact>
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
  return <p className="text-red-800 dark:text-red-300">{messageOf(query.error)}</p>;
}

function ConsentTile({ memberId }: { memberId: number }) {
  const consent = useMemberConsent(memberId);
  const prefs = consent.data?.campaignPreferences;
  return (
    <Tile
      title="Consent"
      icon={<ShieldCheck aria-hidden className="size-5" />}
      href={`/members/${memberId}/consent`}
      linkLabel="Open consent"
    >
      {!prefs ? (
        <TileState query={consent} />
      ) : (
        <ul className="space-y-1">
          <li>
            {prefs.marketingCampaigns.length
              ? `Marketing: ${prefs.marketingCampaigns.length} held`
              : "Marketing: none held"}
          </li>
          <li>
            {prefs.dataCampaigns.length
              ? `Data processing: ${prefs.dataCampaigns.length} held`
              : "Data processing: none held"}
          </li>
          <li>
            {prefs.communicationTypes.length
              ? `Channels: ${prefs.communicationTypes.map((c) => c.channelName).join(", ")}`
              : "Channels: none held"}
          </li>
          <li className="text-slate-600 dark:text-slate-400">
            {consent.data?.onlineConsentDate
              ? `Registered online ${formatDate(consent.data.onlineConsentDate)}`
              : "No online registration consent"}
          </li>
        </ul>
      )}
    </Tile>
  );
}

function CardTile({ memberId }: { memberId: number }) {
  const card = useRecurringCard(memberId);
  const noWallet = card.data?.wallet === false;
  return (
    <Tile
      title="Payment card"
      icon={<CreditCard aria-hidden className="size-5" />}
      href={`/members/${memberId}/card`}
      linkLabel="Open payment card"
    >
      {noWallet ? (
        <p>No saved cards yet.</p>
      ) : !card.data ? (
        <TileState query={card} />
      ) : card.data.rcpCardId === null ? (
        <p>Cards saved, none designated for recurring payments.</p>
      ) : card.data.verified ? (
        <p>Recurring card designated and verified with the payment provider.</p>
      ) : (
        <p>Recurring card designated, not verified (no payment-provider reference captured).</p>
      )}
    </Tile>
  );
}

function MedicalTile({ memberId }: { memberId: number }) {
  const medical = useMedicalDetails(memberId);
  const conditions = medical.data?.medicalConditions;
  return (
    <Tile
      title="Medical"
      icon={<HeartPulse aria-hidden className="size-5" />}
      href={`/members/${memberId}/medical`}
      linkLabel="Open medical details"
    >
      {!conditions ? (
        <TileState query={medical} />
      ) : conditions.length === 0 ? (
        <p>No medical conditions recorded.</p>
      ) : (
        <p>
          {conditions.length} condition{conditions.length === 1 ? "" : "s"}:{" "}
          {conditions.map((c) => c.medicalConditionType).join(", ")}
        </p>
      )}
    </Tile>
  );
}

function AddressesTile({ memberId }: { memberId: number }) {
  const addresses = useMemberAddresses(memberId);
  const data = addresses.data;
  const line = (label: string, address: NonNullable<typeof data>["address1"]) =>
    address && [address.addressLine1, address.townCity, address.postalCode].some(Boolean) ? (
      <li>
        {label}
        {address.isPrimary ? " (primary)" : ""}:{" "}
        {[address.addressLine1, address.townCity, address.postalCode].filter(Boolean).join(", ")}
      </li>
    ) : (
      <li>{label}: none</li>
    );
  return (
    <Tile
      title="Addresses"
      icon={<House aria-hidden className="size-5" />}
      href={`/members/${memberId}/addresses`}
      linkLabel="Open addresses"
    >
      {!data ? (
        <TileState query={addresses} />
      ) : (
        <ul className="space-y-1">
          {line("Home", data.address1)}
          {line("Work", data.address2)}
        </ul>
      )}
    </Tile>
  );
}
