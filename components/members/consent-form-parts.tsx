"use client";

import { useTranslations, type Words } from "@/components/ui/catalogue";
import { siteDateTimeOf, instantOfSiteDateTime, formatDateTime } from "@frontdesk/lib/venue/format";
import { RecordChangedNotice, changesBetween, type RecordVersion } from "@/components/ui/record-changed";
import type { MemberConsent } from "@frontdesk/lib/contract/members";
import { useMemberConsent } from "./queries";

/**
 * What the consent forms share: dates are entered in the site's time zone and sent as UTC, and a
 * 412 shows the entry as it is now (useConsentPart reads it, ConsentChanged says what changed).
 */
export const nowLocal = () => siteDateTimeOf(new Date());
/** The instant (ms) of a site wall-clock date-time from a field, NaN when it is not one. */
export const instantMs = (local: string) => {
  try {
    return Date.parse(instantOfSiteDateTime(local));
  } catch {
    return Number.NaN;
  }
};

/** Reads one part of the member's consent as it is now, for a 412's "their version". */
export function useConsentPart<T>(memberId: number, part: (consent: MemberConsent) => T) {
  const consent = useMemberConsent(memberId);
  return async () => {
    const fresh = (await consent.refetch()).data;
    return fresh ? part(fresh) : undefined;
  };
}

/** A consent entry in words, for the "their version now has" list. */
const entryWords = (t: Words, entry: { captureDate: string; guardianName?: string } | null) => ({
  held: entry ? t("consent.granted") : t("consent.notHeld"),
  captured: entry ? formatDateTime(entry.captureDate) : "",
  guardian: entry?.guardianName ?? "",
});
const entryLabels = (t: Words) => ({
  held: t("tile.consent"),
  captured: t("consent.capturedOn"),
  guardian: t("consent.guardianLabel"),
});

export function ConsentChanged<T extends { captureDate: string; guardianName?: string } | null>({
  version,
  onLoadTheirs,
}: {
  version: RecordVersion<T>;
  onLoadTheirs: () => void;
}) {
  const t = useTranslations("Members");
  if (version.newer === undefined) return null;
  return (
    <RecordChangedNotice
      changes={changesBetween(entryWords(t, version.readAt), entryWords(t, version.newer), entryLabels(t))}
      onLoadTheirs={() => {
        version.loadTheirs();
        onLoadTheirs();
      }}
      onKeepEditing={version.keepEditing}
    />
  );
}
