import { BffProblem, problemFromPlatform } from "@frontdesk/lib/contract/problem";
import { liveTopics } from "@frontdesk/lib/contract/live";
import type { VisitMethod } from "@frontdesk/lib/contract/visit-words";
import type { DoorEntry } from "@frontdesk/lib/contract/visits";
import { callPlatform, exchangePlatform } from "@frontdesk/lib/client/call-platform";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { visits } from "@frontdesk/lib/platform/operations";
import { recordStaffAudit, recordWriteAudit } from "./audit";
import { readDoorCheck } from "./door-check";
import { tellDesks } from "./live-events";

interface DeskVisit {
  siteId: string;
  method: VisitMethod;
  overrideReason?: string;
}

/**
 * Lets a member in at a site, once (a repeat within minutes answers the visit already made): letting someone in past
 * a refusal is audited on its own, and a new visit is told to the site's desks.
 */
export async function letIn(caller: Caller, memberId: number, visit: DeskVisit) {
  const { answer } = await exchangePlatform(caller, visits.recordVisit, { body: { ...visit, memberId } });
  if (!answer.alreadyIn && answer.visit.method === "override")
    await recordStaffAudit({ staffId: caller.staffId, memberId, action: "let in anyway" });
  // (not the member's topic: a visit changes nothing the door's check of them shows; their visits' own topic, which
  // only the overview's last visits hear)
  if (!answer.alreadyIn) tellDesks(liveTopics.siteVisits(answer.visit.siteId), liveTopics.memberVisits(memberId));
  return answer;
}

/**
 * A member at the door in one request (a desk scans every few seconds): the card's member (its 404 or 410 first) or
 * the one picked, then their door check beside the visit. A refusal is the platform's own 409 in words, carrying the
 * member and their check so the door shows both at once; a check that failed beside a visit made is null (the panel
 * reads it again and says why). Audited as the two routes it replaces are: the check read, the visit recorded.
 */
export async function enterAtDoor(
  caller: Caller,
  { cardNumber, memberId: picked, ...visit }: DeskVisit & { cardNumber?: string; memberId?: number },
): Promise<DoorEntry> {
  const card =
    picked === undefined
      ? await callPlatform(caller, visits.findCard, { params: { cardNumber: cardNumber ?? "" } })
      : undefined;
  const memberId = picked ?? card!.memberId;
  const [check, entry] = await Promise.allSettled([
    readDoorCheck(caller, memberId, card),
    letIn(caller, memberId, visit),
  ]);
  const audit = (action: "read door check" | "recorded a visit") => ({ staffId: caller.staffId, memberId, action });
  const failure = entry.status === "rejected" ? (entry.reason as unknown) : undefined;
  // a write sent with no answer back may have been made: the trail may say more, never less
  const visitMayBeMade = !failure || (failure instanceof PlatformFailure && failure.outcomeUnknown);
  await Promise.all([
    check.status === "fulfilled" && recordStaffAudit(audit("read door check")),
    visitMayBeMade && recordWriteAudit(audit("recorded a visit")),
  ]);
  if (entry.status === "fulfilled")
    return { ...entry.value, memberId, check: check.status === "fulfilled" ? check.value : null };
  if (failure instanceof PlatformFailure && failure.status === 409 && check.status === "fulfilled")
    throw new BffProblem({
      ...problemFromPlatform(failure.status, failure.contentType, failure.bodyText),
      result: { memberId, check: check.value },
    });
  throw failure;
}
