import type { DetailArea } from "@/lib/contract/members";
import type { DoorCheck } from "@/lib/contract/visits";

/** A flag at the door: what it is, and what to do, in words (red: act now, amber: check, slate: for information). */
export interface DoorFlag {
  key: string;
  tone: "red" | "amber" | "slate";
  title: string;
  detail: string;
}

const areaWords: Record<DetailArea, string> = {
  contactDetails: "contact details",
  addresses: "addresses",
  medicalDetails: "medical details",
};

const listOf = (words: string[]) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * The flags that matter at the door, most urgent first, each in words with what to do. The rest of member search's
 * flags (privacy policy, payment card, waiting list, linked members) show as its chips beside the name.
 */
export function doorFlags(check: DoorCheck): DoorFlag[] {
  const flags: DoorFlag[] = [];
  const status = check.status;
  if (check.erased)
    flags.push({
      key: "erased",
      tone: "red",
      title: "Personal data erased",
      detail:
        "This member's personal data was erased, so no visit can be recorded for them. If they want to use the venue, they need to join again.",
    });
  if (status?.treatMembersAsExpired)
    flags.push({
      key: "refused",
      tone: "red",
      title: "Entry refused",
      detail: `Their status, ${status.description}, treats them as expired. Renew their membership at the desk, or let them in anyway and give the reason.`,
    });
  if (status?.freezeSubscriptions)
    flags.push({
      key: "frozen",
      tone: "amber",
      title: "Membership frozen",
      detail: `Their status, ${status.description}, freezes their membership. Check with them before they go in: they may want to unfreeze it.`,
    });
  if (check.medicalConditions.length > 0)
    flags.push({
      key: "medical",
      tone: "red",
      title: "Medical conditions to pass on",
      detail: `${listOf(check.medicalConditions)}. Tell the instructor or lifeguard on duty.`,
    });
  if (check.dataConsent !== "held")
    flags.push({
      key: "consent",
      tone: "amber",
      title: check.dataConsent === "expired" ? "Consent expired" : "No consent recorded",
      detail:
        check.dataConsent === "expired"
          ? "Every data-processing consent they gave has ended. Ask them to renew it on the consent screen."
          : "No data-processing consent or lawful basis is recorded. Ask them for it on the consent screen.",
    });
  if (check.detailsDue.length > 0)
    flags.push({
      key: "recheck",
      tone: "amber",
      title: "Re-check due",
      detail: `Please check their ${listOf(check.detailsDue.map((a) => areaWords[a]))} with them: last confirmed a while ago.`,
    });
  if (!check.card && !check.erased)
    flags.push({
      key: "no-card",
      tone: "slate",
      title: "No card on file",
      detail: "Give them a card so they can scan in next time.",
    });
  return flags;
}
