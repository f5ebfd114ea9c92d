"use client";

import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/components/ui/catalogue";
import { api } from "@/lib/api/areas";
import { ProblemError, messageOf } from "@/lib/contract/problem";
import { normaliseCardNumber, type VisitMethod } from "@/lib/contract/visit-words";
import type { Visit } from "@/lib/contract/visits";
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
 * The door's one path for letting a member in: a card number (a scanner's keystrokes, the camera or typed) finds the
 * member and records a scan; a member picked by name records a "name" visit; "let in anyway" records an override
 * with its reason. The door check is read beside the visit, so both arrive together. A repeat of the same card
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

  const record = useCallback(
    async (mine: number, memberId: number, method: VisitMethod, overrideReason?: string) => {
      show(mine, memberId, { kind: "checking" });
      const check = client
        .fetchQuery({ ...api.visits.read("doorCheck", { params: { memberId } }), staleTime: 0 })
        .catch(() => undefined); // the panel's own read shows the failure
      try {
        const answer = await api.visits.call("recordVisit", {
          params: { memberId },
          body: { siteId, method, ...(overrideReason ? { overrideReason } : {}) },
        });
        await check;
        show(
          mine,
          memberId,
          answer.alreadyIn ? { kind: "alreadyIn", visit: answer.visit } : { kind: "in", visit: answer.visit },
        );
        void refreshVisitLists(client);
        return answer;
      } catch (error) {
        const checked = await check;
        const refused = statusOf(error) === 409 && !checked?.erased && method !== "override";
        show(
          mine,
          memberId,
          refused ? { kind: "refused", message: messageOf(error) } : { kind: "failed", message: notRecorded(error, t) },
        );
        throw error;
      }
    },
    [client, show, siteId, t],
  );

  /** A card number as a scanner, the camera or a person gave it. Answers false when it was ignored (a repeat). */
  const scan = useCallback(
    async (typed: string) => {
      const card = normaliseCardNumber(typed);
      const now = Date.now();
      if (!card || (lastCard.current?.card === card && now - lastCard.current.at < sameScanMs)) return false;
      lastCard.current = { card, at: now };
      const mine = ++seq.current;
      show(mine, undefined, { kind: "checking" });
      let memberId: number;
      try {
        memberId = (await api.visits.call("findCard", { params: { cardNumber: card } })).memberId;
      } catch (error) {
        const status = statusOf(error);
        show(
          mine,
          undefined,
          status === 404 || status === 410
            ? { kind: "unknownCard", card, message: messageOf(error) }
            : { kind: "failed", message: notRecorded(error, t) },
        );
        return true;
      }
      await record(mine, memberId, "scan").catch(() => undefined);
      return true;
    },
    [record, show, t],
  );

  /** A member picked from the finder by name. */
  const pick = useCallback(
    (memberId: number) => record(++seq.current, memberId, "name").catch(() => undefined),
    [record],
  );

  /** Lets the member on the panel in despite a refusal; throws the failure for the reason form to show. */
  const letInAnyway = useCallback(
    (reason: string) => {
      const memberId = result?.memberId;
      if (memberId === undefined) return Promise.reject(new Error("No member is on the door's panel."));
      return record(++seq.current, memberId, "override", reason);
    },
    [record, result?.memberId],
  );

  /** The visit on the panel was undone (its dialog made the call). */
  const undone = useCallback((visit: Visit) => show(++seq.current, visit.memberId, { kind: "undone", visit }), [show]);

  return { result, scan, pick, letInAnyway, undone };
}
