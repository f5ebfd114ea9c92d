import { said } from "./said";
import type { StaffWording } from "@frontdesk/lib/contract/problem";

/**
 * The platform's alert-list messages (spec §7, kept to the letter there) as the desk says them:
 * staff call it the waiting list, and a message about the member sits under the member field.
 */
export const waitingListWordings: readonly StaffWording[] = [
  {
    match: /^Member (\d+) is already on the alert list for booking \d+$/,
    field: "memberId",
    say: (m) => said("Words.waitingLists.alreadyWaiting", { id: m[1] }),
  },
  {
    match: /^Member (\d+) is already booked on booking \d+$/,
    field: "memberId",
    say: (m) => said("Words.waitingLists.alreadyBooked", { id: m[1] }),
  },
  {
    match: /^Invalid Member ID (\S+): member doesn't exist$/,
    field: "memberId",
    say: (m) => said("Words.waitingLists.noMember", { id: m[1] }),
  },
  {
    match: /^Member (\d+) is not on the alert list for booking \d+$/,
    say: (m) => said("Words.waitingLists.notWaiting", { id: m[1] }),
  },
  {
    match: /^Booking \d+ is full: no space to promote member (\d+)$/,
    say: (m) => said("Words.waitingLists.full", { id: m[1] }),
  },
  { match: /^Only classes and courses can have alert lists$/, say: "Words.waitingLists.classesOnly" },
  {
    match: /^Alert lists are not enabled for this activity$/,
    say: "Words.waitingLists.switchedOff",
  },
  {
    match: /^bookingId must be a positive whole number$/,
    say: "Words.waitingLists.sessionGone",
  },
  {
    match: /^memberId must be a positive whole number$/,
    field: "memberId",
    say: "Words.waitingLists.findMemberAgain",
  },
  { match: /^Invalid (Booking ID|SlotReference) /, say: "Words.waitingLists.sessionGone" },
];
