import type { DetailArea } from "@frontdesk/lib/contract/members";
import type { DoorCheck } from "@frontdesk/lib/contract/visits";
import type { Words } from "@/components/ui/catalogue";
import { formatDateTime } from "@frontdesk/lib/venue/format";

/** A flag at the door: what it is, and what to do, in words (red: act now, amber: check, slate: for information). */
export interface DoorFlag {
  key: string;
  tone: "red" | "amber" | "slate";
  title: string;
  detail: string;
}

/** The door's words (messages/*.json, Door): `useTranslations("Door")` on the screen, `createTranslator` in tests. */
export type DoorWords = Words;

const areaKeys: Record<DetailArea, string> = {
  contactDetails: "area.contactDetails",
  addresses: "area.addresses",
  medicalDetails: "area.medicalDetails",
};

/** "a, b and c" in the screen's language (`locale`: the page's, "en" or "cy"; English as in Britain, no serial comma). */
const listOf = (words: string[], locale: string) =>
  locale === "cy"
    ? // by hand: a browser without Welsh list data (Debian's Chromium) would say English "and"; Welsh has no comma
      // before it, and "ac" before a vowel, "a" otherwise
      words.length < 2
      ? words.join("")
      : `${words.slice(0, -1).join(", ")} ${/^[aeiouwyâêîôûŵŷ]/i.test(words.at(-1)!) ? "ac" : "a"} ${words.at(-1)}`
    : new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }).format(words);

/**
 * The flags that matter at the door, most urgent first, each in words with what to do. The rest of member search's
 * flags (privacy policy, payment card, waiting list, linked members) show as its chips beside the name.
 */
export function doorFlags(check: DoorCheck, t: DoorWords, locale: string): DoorFlag[] {
  const flags: DoorFlag[] = [];
  const status = check.status;
  if (check.erased)
    flags.push({
      key: "erased",
      tone: "red",
      title: t("flag.erasedTitle"),
      detail: t("flag.erasedDetail"),
    });
  if (status?.treatMembersAsExpired)
    flags.push({
      key: "refused",
      tone: "red",
      title: t("flag.refusedTitle"),
      detail: t("flag.refusedDetail", { status: status.description }),
    });
  if (status?.freezeSubscriptions)
    flags.push({
      key: "frozen",
      tone: "amber",
      title: t("flag.frozenTitle"),
      detail: t("flag.frozenDetail", { status: status.description }),
    });
  if (check.medicalConditions.length > 0)
    flags.push({
      key: "medical",
      tone: "red",
      title: t("flag.medicalTitle"),
      detail: t("flag.medicalDetail", { conditions: listOf(check.medicalConditions, locale) }),
    });
  if (check.dataConsent !== "held")
    flags.push({
      key: "consent",
      tone: "amber",
      title: t(check.dataConsent === "expired" ? "flag.consentExpiredTitle" : "flag.consentMissingTitle"),
      detail: t(check.dataConsent === "expired" ? "flag.consentExpiredDetail" : "flag.consentMissingDetail"),
    });
  if (check.detailsDue.length > 0)
    flags.push({
      key: "recheck",
      tone: "amber",
      title: t("flag.recheckTitle"),
      detail: t("flag.recheckDetail", {
        areas: listOf(
          check.detailsDue.map((a) => t(areaKeys[a])),
          locale,
        ),
      }),
    });
  for (const suspension of check.bookingSuspensions)
    flags.push({
      key: `suspended:${suspension.siteId}`,
      tone: "amber",
      title: t("flag.suspendedTitle"),
      detail: t("flag.suspendedDetail", {
        site: suspension.siteId,
        until: formatDateTime(suspension.until),
        strikes: suspension.strikes,
        days: suspension.strikeDays,
      }),
    });
  if (!check.card && !check.erased)
    flags.push({
      key: "no-card",
      tone: "slate",
      title: t("flag.noCardTitle"),
      detail: t("flag.noCardDetail"),
    });
  return flags;
}
