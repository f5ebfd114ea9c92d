"use client";

import { liveTopics } from "@frontdesk/lib/contract/live";
import { useLiveQueries } from "@/components/live/use-live";
import { memberVisitsRead } from "./queries";

/**
 * Keeps the member's last visits current on their overview: a visit of theirs let in, undone or left at any desk
 * reads them again (their own topic: the door's check of them does not hear visits). Answers the connection's state.
 */
export const useLiveMemberVisits = (memberId: number) =>
  useLiveQueries({ [liveTopics.memberVisits(memberId)]: [memberVisitsRead(memberId).queryKey] });

/**
 * The tile's listening, loaded after the page (next/dynamic): the overview's first load stays within its budget, and
 * nothing is heard before the page is interactive anyway. Renders nothing.
 */
export function MemberVisitsLive({ memberId }: { memberId: number }) {
  useLiveMemberVisits(memberId);
  return null;
}
