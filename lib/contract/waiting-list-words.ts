import type { StaffWording } from "@/lib/contract/problem";

/**
 * The platform's alert-list messages (spec §7, kept to the letter there) as the desk says them:
 * staff call it the waiting list, and a message about the member sits under the member field.
 */
export const waitingListWordings: readonly StaffWording[] = [
  {
    match: /^Member (\d+) is already on the alert list for booking \d+$/,
    field: "memberId",
    say: (m) => `Member #${m[1]} is already on this session's waiting list.`,
  },
  {
    match: /^Member (\d+) is already booked on booking \d+$/,
    field: "memberId",
    say: (m) => `Member #${m[1]} is already booked on this session.`,
  },
  {
    match: /^Invalid Member ID (\S+): member doesn't exist$/,
    field: "memberId",
    say: (m) => `There is no member #${m[1]}.`,
  },
  {
    match: /^Member (\d+) is not on the alert list for booking \d+$/,
    say: (m) => `Member #${m[1]} is no longer on this session's waiting list.`,
  },
  {
    match: /^Booking \d+ is full: no space to promote member (\d+)$/,
    say: (m) => `The session is full: there is no space to give member #${m[1]}.`,
  },
  { match: /^Only classes and courses can have alert lists$/, say: "Only classes and courses have waiting lists." },
  {
    match: /^Alert lists are not enabled for this activity$/,
    say: "Waiting lists are switched off for this activity.",
  },
  {
    match: /^bookingId must be a positive whole number$/,
    say: "This session could not be found. Pick the session again.",
  },
  { match: /^memberId must be a positive whole number$/, field: "memberId", say: "Find the member again." },
  { match: /^Invalid (Booking ID|SlotReference) /, say: "This session could not be found. Pick the session again." },
];
