"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";
import { interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import { columnLabel, prospectName } from "./interaction-card";
import type { BoardFilterState } from "./board-filters";
import { useBoardColumn, useMovePastDue, useMoveInteraction } from "./queries";

/**
 * The board's clock: the server's at its first reads (`readAt`) first, so the cards' "in 2 h" hydrate as the server
 * wrote them, then every 30 s.
 */
export function useBoardClock(readAt?: number) {
  const [now, setNow] = useState(() => readAt ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The four columns under the chosen filters (as the board first opens, from the page's first reads on the server),
 * the names two people share (their cards say who each is), and, as time passes, active cards whose next action is
 * behind them moved to Overdue without a reload.
 */
export function useBoardColumns(filterState: BoardFilterState, now: number) {
  const { filters, unassignedFilters } = filterState;
  const active = useBoardColumn(filters, interactionStatuses.active);
  const overdue = useBoardColumn(filters, interactionStatuses.overdue);
  const unassigned = useBoardColumn(unassignedFilters, interactionStatuses.unassigned);
  const completed = useBoardColumn(filters, interactionStatuses.completed);
  const columns: Record<number, ReturnType<typeof useBoardColumn>> = {
    1: active,
    2: completed,
    3: overdue,
    4: unassigned,
  };
  const repeatedNames = useMemo(() => {
    const people = new Map<string, Set<number>>();
    for (const data of [active.data, overdue.data, unassigned.data, completed.data])
      for (const page of data?.pages ?? [])
        for (const item of page.data)
          people.set(prospectName(item), (people.get(prospectName(item)) ?? new Set()).add(item.memberId));
    return new Set([...people].filter(([, ids]) => ids.size > 1).map(([name]) => name));
  }, [active.data, overdue.data, unassigned.data, completed.data]);
  const movePastDue = useMovePastDue();
  useEffect(() => movePastDue(now), [now, active.data, movePastDue]);
  return { columns, repeatedNames };
}

/** Drag or "Move to": each move says how it went in its own toast. */
export function useCardMoves() {
  const t = useTranslations("Prospects");
  const move = useMoveInteraction();
  return (item: BoardItem, status: number) => {
    const label = columnLabel(t, status) ?? "";
    // mutate's own callbacks would answer only the latest of moves made close together
    move.mutateAsync({ item, to: status }).then(
      () => toast.success(t("moved", { name: prospectName(item), column: label.toLowerCase() })),
      (error: unknown) =>
        isRecordChanged(error)
          ? toast.warning(t("moveChanged", { name: prospectName(item) }))
          : toast.error(t("moveFailed", { name: prospectName(item), reason: messageOf(error) })),
    );
  };
}
