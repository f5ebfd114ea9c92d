"use client";

import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/components/ui/catalogue";
import { api } from "@frontdesk/lib/api/areas";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { normaliseCardNumber, type VisitMethod } from "@frontdesk/lib/contract/visit-words";
import type { DoorCheck, Visit } from "@frontdesk/lib/contract/visits";
import type { DoorWords } from "./door-flags";
import { refreshVisitLists } from "./queries";

/** What the door says about the member just scanned or picked. */
export type DoorOutcome =
  | { kind: "checking" }
  | { kind: "in"; visit: Visit }
  | { kind: "alreadyIn"; visit: Visit }
  | { kind: "refused"; message: string }
  | { kind: "undone"; visit: Visit }
  | { kind: "unknownCard"; card: string; message: string }
  | { kind: "failed"; message: string };

export interface DoorResult {
  /** one per action: the live region and the panel follow the latest only */
  seq: number;
  memberId?: number;
  outcome: DoorOutcome;
}

/** A second read of the same card within this long is the same scan (a scanner's double read, two quick bursts). */
export const sameScanMs = 1_000;

const statusOf = (error: unknown) => (error instanceof ProblemError ? error.problem.status : undefined);

/** A refusal at the door (409) carries the member and their check (lib/bff/door-entry.ts). */
const refusalOf = (error: unknown) => {
  const result = error instanceof ProblemError && error.problem.status === 409 ? error.problem.result : undefined;
  return typeof result === "object" && result !== null && "memberId" in result
    ? (result as { memberId: number; check: DoorCheck })
    : undefined;
};

/**
 * A failure to record in the desk's words: a fault that passes (the network, the database, the platform down) says the
 * visit was not recorded and to try again; a refusal (and a venue platform that records no visits, 501) as it is.
 */
const notRecorded = (error: unknown, t: DoorWords) => {
  const status = statusOf(error);
  return status === undefined || (status >= 500 && status !== 501)
    ? t("notRecorded", { reason: messageOf(error) })
    : messageOf(error);
};

/**
 * The door's one path for letting a member in, one request each: a card number (a scanner's keystrokes, the camera or
 * typed) finds the member and records a scan; a member picked by name records a "name" visit; "let in anyway" records
 * an override with its reason. The door check comes with the answer (a refusal's too). A repeat of the same card
 * within `sameScanMs` is ignored (no second visit, no error); an answer that arrives after a newer action is dropped.
 */
export function useDoorScan(siteId: string) {
  const t = useTranslations("Door");
  const client = useQueryClient();
  const [result, setResult] = useState<DoorResult>();
  const seq = useRef(0);
  const lastCard = useRef<{ card: string; at: number }>(undefined);

  const show = useCallback((mine: number, memberId: number | undefined, outcome: DoorOutcome) => {
    if (mine === seq.current) setResult({ seq: mine, memberId, outcome });
  }, []);

  /** The door check that came with an answer, kept under the panel's read so it shows without asking again. */
  const keepCheck = useCallback(
    (memberId: number, check: DoorCheck | null) => {
      const { queryKey } = api.visits.read("doorCheck", { params: { memberId } });
      if (check) client.setQueryData(queryKey, check);
      else void client.invalidateQueries({ queryKey });
    },
    [client],
  );

  /** A member at the door in one request (POST /api/door/entries): the card's or the one picked, the check, the visit. */
  const enter = useCallback(
    async (mine: number, who: { cardNumber: string } | { memberId: number }, method: VisitMethod, reason?: string) => {
      const picked = "memberId" in who ? who.memberId : undefined;
      show(mine, picked, { kind: "checking" });
      try {
        const answer = await api.visits.call("enterAtDoor", {
          body: { siteId, method, ...who, ...(reason ? { overrideReason: reason } : {}) },
        });
        keepCheck(answer.memberId, answer.check);
        show(
          mine,
          answer.memberId,
          answer.alreadyIn ? { kind: "alreadyIn", visit: answer.visit } : { kind: "in", visit: answer.visit },
        );
        void refreshVisitLists(client);
        return answer;
      } catch (error) {
        const status = statusOf(error);
        const refusal = refusalOf(error);
        if (refusal) keepCheck(refusal.memberId, refusal.check);
        const memberId = refusal?.memberId ?? picked;
        if ("cardNumber" in who && (status === 404 || status === 410))
          show(mine, undefined, { kind: "unknownCard", card: who.cardNumber, message: messageOf(error) });
        else if (refusal && !refusal.check.erased && method !== "override")
          show(mine, memberId, { kind: "refused", message: messageOf(error) });
        else show(mine, memberId, { kind: "failed", message: notRecorded(error, t) });
        throw error;
      }
    },
    [client, keepCheck, show, siteId, t],
  );

  /** A card number as a scanner, the camera or a person gave it. Answers false when it was ignored (a repeat). */
  const scan = useCallback(
    async (typed: string) => {
      const card = normaliseCardNumber(typed);
      const now = Date.now();
      if (!card || (lastCard.current?.card === card && now - lastCard.current.at < sameScanMs)) return false;
      lastCard.current = { card, at: now };
      await enter(++seq.current, { cardNumber: card }, "scan").catch(() => undefined);
      return true;
    },
    [enter],
  );

  /** A member picked from the finder by name. */
  const pick = useCallback(
    (memberId: number) => enter(++seq.current, { memberId }, "name").catch(() => undefined),
    [enter],
  );

  /** Lets the member on the panel in despite a refusal; throws the failure for the reason form to show. */
  const letInAnyway = useCallback(
    (reason: string) => {
      const memberId = result?.memberId;
      if (memberId === undefined) return Promise.reject(new Error("No member is on the door's panel."));
      return enter(++seq.current, { memberId }, "override", reason);
    },
    [enter, result?.memberId],
  );

  /** The visit on the panel was undone (its dialog made the call). */
  const undone = useCallback((visit: Visit) => show(++seq.current, visit.memberId, { kind: "undone", visit }), [show]);

  return { result, scan, pick, letInAnyway, undone };
}
