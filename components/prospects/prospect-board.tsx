"use client";

import { useEffect, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { addDays } from "date-fns";
import { toast } from "@/components/ui/toast";
import { Plus } from "lucide-react";
import type { BoardItem } from "@/lib/contract/prospects";
import { isRecordChanged, messageOf } from "@/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { BoardColumn } from "./board-column";
import { CardIconSymbols } from "./card-icons";
import { upgradeOnApproach, useBoardUpgrade } from "./board-upgrade";
import { boardColumns, prospectName } from "./interaction-card";
import type { PanelState } from "./interaction-panel";
import { interactionStatuses } from "@/lib/contract/prospect-statuses";
import type { BoardStart } from "@/lib/contract/prospects";
import { CsvDownload } from "@/components/ui/csv-download";
import { downloadUrl } from "@/lib/api/call";
import type { prospectApi } from "@/lib/api/prospects";
import {
  useBoardColumn,
  useInteractionCatalogue,
  useMoveInteraction,
  useMovePastDue,
  type BoardFilters,
} from "./queries";
import { DateRangeField } from "@/components/ui/date-fields";

// The side panel (its form, schema and pickers) is out of the board's first load: it loads on the
// first create or edit (loading it when idle put its parsing among the board's first long tasks).
const InteractionPanel = dynamic(() => import("./interaction-panel").then((m) => m.InteractionPanel), { ssr: false });

const dayStart = (date: string) => new Date(`${date}T00:00`);

/**
 * The sales board: prospects' interactions in columns by interactionStatus (active, overdue,
 * unassigned, completed). Drag a card to another column, or use its "Move to" menu, to change
 * its status; create and edit in a side panel.
 */
export function ProspectBoard({ staffId, start }: { staffId: string; start?: BoardStart }) {
  const [scope, setScope] = useState<"mine" | "all">("mine");
  const [type, setType] = useState("");
  const [priority, setPriority] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [panel, setPanel] = useState<PanelState>(null);
  const [panelWanted, setPanelWanted] = useState(false);
  if (panel !== null && !panelWanted) setPanelWanted(true); // once opened it stays mounted (closing keeps react-aria's exit and focus return)
  // The server's clock at its read first, so the cards' "in 2 h" hydrate as the server wrote them.
  const [now, setNow] = useState(() => start?.readAt ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Drag and drop, the cards' menus and the virtual lists: loaded when idle or first reached for (./board-upgrade).
  const upgrade = useBoardUpgrade();
  const catalogue = useInteractionCatalogue(start);
  const move = useMoveInteraction();

  const filters: BoardFilters = useMemo(() => {
    const next: BoardFilters = {};
    if (scope === "mine") next.scheduledWith = staffId;
    if (type) next.interactionType = type;
    if (priority) next.priority = Number(priority);
    if (from && !Number.isNaN(dayStart(from).getTime())) next.from = dayStart(from).toISOString();
    if (to && !Number.isNaN(dayStart(to).getTime())) next.to = addDays(dayStart(to), 1).toISOString();
    return next;
  }, [scope, staffId, type, priority, from, to]);
  // Unassigned interactions are scheduled with nobody: "mine" cannot narrow them, so that column shows them all.
  const unassignedFilters = useMemo(() => ({ ...filters, scheduledWith: undefined }), [filters]);
  // The server read the board as it first opens ("Mine", no other filter): each column starts from its page.
  const startPage = (status: number) =>
    start && scope === "mine" && !type && !priority && !from && !to
      ? { page: start.columns[status], readAt: start.readAt }
      : undefined;
  const active = useBoardColumn(filters, interactionStatuses.active, startPage(interactionStatuses.active));
  const overdue = useBoardColumn(filters, interactionStatuses.overdue, startPage(interactionStatuses.overdue));
  const unassigned = useBoardColumn(
    unassignedFilters,
    interactionStatuses.unassigned,
    startPage(interactionStatuses.unassigned),
  );
  const completed = useBoardColumn(filters, interactionStatuses.completed, startPage(interactionStatuses.completed));
  const columns: Record<number, ReturnType<typeof useBoardColumn>> = {
    1: active,
    2: completed,
    3: overdue,
    4: unassigned,
  };
  // Two people of one name on the board: their cards show who each is.
  const repeatedNames = useMemo(() => {
    const people = new Map<string, Set<number>>();
    for (const data of [active.data, overdue.data, unassigned.data, completed.data])
      for (const page of data?.pages ?? [])
        for (const item of page.data)
          people.set(prospectName(item), (people.get(prospectName(item)) ?? new Set()).add(item.memberId));
    return new Set([...people].filter(([, ids]) => ids.size > 1).map(([name]) => name));
  }, [active.data, overdue.data, unassigned.data, completed.data]);
  // As time passes, active cards whose next action is behind them move to Overdue, without a reload.
  const movePastDue = useMovePastDue();
  useEffect(() => movePastDue(now), [now, active.data, movePastDue]);

  const subTypeLabels = useMemo(
    () => new Map((catalogue.data ?? []).flatMap((t) => t.subTypes.map((s) => [s.id, s.description] as const))),
    [catalogue.data],
  );
  const onMove = (item: BoardItem, status: number) => {
    const label = boardColumns.find((c) => c.status === status)?.label ?? "";
    // Each move says how it went (mutate's own callbacks would answer only the latest of moves made close together).
    move.mutateAsync({ item, to: status }).then(
      () => toast.success(`Moved ${prospectName(item)} to ${label.toLowerCase()}`),
      (error: unknown) =>
        isRecordChanged(error)
          ? toast.warning(
              `${prospectName(item)}'s card was changed by someone else since the board loaded. The board now shows their version: move it again if you still want to.`,
            )
          : toast.error(`Could not move ${prospectName(item)}: ${messageOf(error)}`),
    );
  };

  const filterClass =
    "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">Prospects</h1>
        <div className="flex gap-2">
          <CsvDownload
            href={downloadUrl<typeof prospectApi.boardExport>("/api/prospects/board/export", undefined, filters)}
            what="every interaction these filters show"
          />
          <Button variant="primary" onClick={() => setPanel({ kind: "create" })} disabled={!catalogue.data}>
            <Plus aria-hidden className="size-4" /> New interaction
          </Button>
        </div>
      </div>

      <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
        <div
          role="group"
          aria-label="Whose interactions"
          className="inline-flex rounded-md border border-slate-300 dark:border-slate-600"
        >
          {(["mine", "all"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={scope === value}
              onClick={() => setScope(value)}
              className={`px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md ${scope === value ? "bg-blue-700 text-white dark:bg-blue-600" : "bg-white dark:bg-slate-900"}`}
            >
              {value === "mine" ? "Mine" : "All"}
            </button>
          ))}
        </div>
        <label className="text-sm">
          <span className="block font-medium">Type</span>
          <select value={type} onChange={(e) => setType(e.target.value)} className={filterClass}>
            <option value="">All types</option>
            {(catalogue.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.description}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">Priority</span>
          <select value={priority} onChange={(e) => setPriority(e.target.value)} className={filterClass}>
            <option value="">Any priority</option>
            <option value="3">High</option>
            <option value="2">Medium</option>
            <option value="1">Low</option>
          </select>
        </label>
        <DateRangeField
          label="Next action between"
          className="text-sm"
          value={{ from, to }}
          onChange={(range) => {
            setFrom(range.from);
            setTo(range.to);
          }}
        />
        {(type || priority || from || to) && (
          <Button
            variant="ghost"
            onClick={() => {
              setType("");
              setPriority("");
              setFrom("");
              setTo("");
            }}
          >
            Clear filters
          </Button>
        )}
      </div>

      {catalogue.isError ? (
        <ErrorState message={messageOf(catalogue.error)} onRetry={() => void catalogue.refetch()} />
      ) : !catalogue.data ? (
        <LoadingState label="Loading the board" />
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" {...(upgrade ? {} : upgradeOnApproach)}>
          {boardColumns.map((column) => (
            <BoardColumn
              key={column.status}
              upgrade={upgrade}
              status={column.status}
              label={column.label}
              query={columns[column.status]}
              now={now}
              repeatedNames={repeatedNames}
              onAdd={(status) => setPanel({ kind: "create", status })}
              subTypeLabel={(id) => subTypeLabels.get(id) ?? id}
              onEdit={(item) => setPanel({ kind: "edit", item })}
              onMove={onMove}
            />
          ))}
        </div>
      )}

      {catalogue.data && panelWanted && (
        <InteractionPanel state={panel} catalogue={catalogue.data} staffId={staffId} onClose={() => setPanel(null)} />
      )}
      <CardIconSymbols />
    </div>
  );
}
