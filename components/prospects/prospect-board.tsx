"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { Plus } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { BoardColumn } from "./board-column";
import { CardIconSymbols } from "./card-icons";
import { upgradeOnApproach, useBoardUpgrade } from "./board-upgrade";
import { boardColumns } from "./interaction-card";
import type { PanelState } from "./interaction-panel";
import { CsvDownload } from "@/components/ui/csv-download";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { prospectApi } from "@frontdesk/lib/api/prospects";
import { useInteractionCatalogue } from "./queries";
import { BoardFilterBar, useBoardFilters } from "./board-filters";
import { useBoardClock, useBoardColumns, useCardMoves } from "./use-board";

// The side panel (its form, schema and pickers) is out of the board's first load: it loads on the
// first create or edit (loading it when idle put its parsing among the board's first long tasks).
const InteractionPanel = dynamic(() => import("./interaction-panel").then((m) => m.InteractionPanel), { ssr: false });

/**
 * The sales board: prospects' interactions in columns by interactionStatus (active, overdue,
 * unassigned, completed). Drag a card to another column, or use its "Move to" menu, to change
 * its status; create and edit in a side panel. `readAt`: when the page made its first reads on the server.
 */
export function ProspectBoard({ staffId, readAt }: { staffId: string; readAt?: number }) {
  const t = useTranslations("Prospects");
  const filterState = useBoardFilters(staffId);
  const [panel, setPanel] = useState<PanelState>(null);
  const [panelWanted, setPanelWanted] = useState(false);
  if (panel !== null && !panelWanted) setPanelWanted(true); // once opened it stays mounted (closing keeps react-aria's exit and focus return)
  const now = useBoardClock(readAt);
  // Drag and drop, the cards' menus and the virtual lists: loaded when idle or first reached for (./board-upgrade).
  const upgrade = useBoardUpgrade();
  const catalogue = useInteractionCatalogue();
  const { columns, repeatedNames } = useBoardColumns(filterState, now);
  const onMove = useCardMoves();
  const subTypeLabels = useMemo(
    () => new Map((catalogue.data ?? []).flatMap((t) => t.subTypes.map((s) => [s.id, s.description] as const))),
    [catalogue.data],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <div className="flex gap-2">
          <CsvDownload
            href={downloadUrl<typeof prospectApi.boardExport>(
              "/api/prospects/board/export",
              undefined,
              filterState.filters,
            )}
            what={t("csvWhat")}
          />
          <Button variant="primary" onClick={() => setPanel({ kind: "create" })} disabled={!catalogue.data}>
            <Plus aria-hidden className="size-4" /> {t("new")}
          </Button>
        </div>
      </div>
      <BoardFilterBar state={filterState} catalogue={catalogue.data} />

      {catalogue.isError ? (
        <ErrorState message={messageOf(catalogue.error)} onRetry={() => void catalogue.refetch()} />
      ) : !catalogue.data ? (
        <LoadingState label={t("loading")} />
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" {...(upgrade ? {} : upgradeOnApproach)}>
          {boardColumns.map((column) => (
            <BoardColumn
              key={column.status}
              upgrade={upgrade}
              status={column.status}
              label={t(`column.${column.name}`)}
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
