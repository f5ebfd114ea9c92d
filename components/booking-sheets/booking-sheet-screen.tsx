"use client";

import { useCallback, useId, useState } from "react";
import dynamic from "next/dynamic";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { siteToday } from "@frontdesk/lib/venue/format";
import { BankHolidays } from "./bank-holidays";
import { MonthGrid } from "./month-grid";
import { SheetGrid, SheetSkeleton } from "./sheet-grid";
import { datesBetween, stepped, viewTitle, visibleRange, type SheetView } from "./sheet-range";
import { ProductFilter, SheetToolbar } from "./sheet-toolbar";
import { editingBefore, type SheetEditing } from "./sheet-editing";
import { useBookingSheet, useSites } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

// The editor (the editing hooks, then its panel: the form, react-hook-form and the draft's zod checks, the clash and
// call lists) is out of the sheet's first load: it loads when someone reaches for the screen (points at or focuses
// anything on it), so a drag or New block opens it at once, and its parsing never adds to the page's start-up work.
const SheetEditor = dynamic(() => import("./sheet-editor").then((m) => m.SheetEditor), { ssr: false });

/**
 * The booking-sheet exception editor (managers): a site's sheet by week or month, with blocks
 * created by dragging or from the form, previewed live through the platform's dry run. Its page reads the sites and this
 * week's sheet of the first active site on the server, so the sheet paints with the page.
 */
export function BookingSheetScreen() {
  const t = useTranslations("BookingSheets");
  const movesHintId = useId();
  const sites = useSites();
  const [siteId, setSiteId] = useState("");
  const site = siteId || sites.data?.find((s) => s.isActive)?.id || "";
  const [view, setView] = useState<SheetView>("week");
  const [anchor, setAnchor] = useState(() => siteToday());
  const range = visibleRange(view, anchor);
  const sheet = useBookingSheet(site, range.from, range.to);
  const [hidden, setHidden] = useState<Set<string>>(new Set());

  const data: BookingSheet | undefined = sheet.data;
  const today = siteToday({ timeZone: data?.timeZone });
  const products = (data?.resourceProducts ?? []).filter((p) => !hidden.has(p.id));
  const editing = useEditorOnUse();
  const toggle = (productId: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (next.has(productId)) next.delete(productId);
      else next.add(productId);
      return next;
    });

  return (
    // Narrower than 2xl the editor is a drawer over the right of the screen: the whole screen (its toolbar and
    // product filter too, not the sheet alone) keeps clear of it
    <div
      className={`mx-auto max-w-[100rem] ${editing.open ? "pr-[26rem] 2xl:pr-0" : ""}`}
      onPointerEnter={editing.want}
      onFocus={editing.want}
    >
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>

      <SheetToolbar
        sites={sites.data ?? []}
        site={site}
        onSite={setSiteId}
        view={view}
        onView={setView}
        onStep={(direction) => setAnchor(stepped(view, anchor, direction))}
        onToday={() => setAnchor(today)}
        anchor={anchor}
        onAnchor={setAnchor}
        canCreate={!!data}
        onNew={() => editing.startNew()}
        changes={editing.changes}
        extra={data && <BankHolidays sheet={data} today={today} />}
      />
      <ProductFilter sheet={data} hidden={hidden} onToggle={toggle} />

      {/*
        Wide screens: the sheet and the editor side by side. Narrower (a 1024 px tablet): the editor is a
        drawer over the right of the screen, and the sheet keeps a readable width, scrolling in its own box.
      */}
      <div className="mt-4 flex gap-4">
        <div className="min-w-0 flex-1">
          <h2 className="mb-2 text-lg font-semibold" aria-live="polite">
            {viewTitle(view, anchor, t)}
          </h2>
          {sheet.isLoading || sites.isLoading ? (
            <SheetSkeleton view={view} />
          ) : sheet.error ? (
            <ErrorState message={messageOf(sheet.error)} onRetry={() => sheet.refetch()} />
          ) : !data ? (
            <EmptyState>{t("chooseSite")}</EmptyState>
          ) : products.length === 0 ? (
            <EmptyState>{t("noProducts")}</EmptyState>
          ) : view !== "month" ? (
            <SheetGrid
              axis={view === "day" ? "y" : "x"}
              sheet={data}
              products={products}
              dates={datesBetween(range.from, range.to)}
              preview={editing.blocks}
              clashingBookingIds={editing.clashingBookingIds}
              clashingExceptionKeys={editing.clashingExceptionKeys}
              onSelect={editing.startNew}
              onOpenSchedule={editing.onOpenSchedule}
              blockMoves={editing.blockMoves}
              movesHintId={movesHintId}
            />
          ) : (
            <MonthGrid
              sheet={data}
              products={products}
              dates={datesBetween(range.from, range.to)}
              month={anchor.slice(0, 7)}
              preview={editing.blocks}
              onOpenWeek={(date) => {
                setAnchor(date);
                setView("week");
              }}
            />
          )}
          <SheetLegend movesHintId={movesHintId} />
        </div>

        {editing.wanted && (
          <SheetEditor sheet={data} site={site} today={today} from={range.from} to={range.to} onEditing={editing.set} />
        )}
      </div>
    </div>
  );
}

/**
 * The editor as the screen sees it: `want` mounts it (the first pointer or focus on the screen), `set` is how it tells
 * the screen what it holds; till then the sheet draws no draft, and an action on a block waits for it (the last one).
 */
function useEditorOnUse() {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<SheetEditing>();
  const [deferred, setDeferred] = useState<{ act: (editing: SheetEditing) => void }>();
  // the editor tells what it holds after each of its renders; the first time, it does what was asked before it came
  const set = useCallback(
    (editing: SheetEditing) => {
      setLoaded(editing);
      if (!deferred) return;
      setDeferred(undefined);
      deferred.act(editing);
    },
    [deferred],
  );
  const editing =
    loaded ??
    editingBefore((act) => {
      setDeferred({ act });
      setWanted(true);
    });
  return { ...editing, wanted, want: () => setWanted(true), set };
}

/** What the sheet's colours mean, and how to move a blocked period (the blocks' aria-describedby). */
function SheetLegend({ movesHintId }: { movesHintId: string }) {
  const t = useTranslations("BookingSheets");
  return (
    <>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t("legend")}</p>
      <p id={movesHintId} className="text-xs text-slate-600 dark:text-slate-300">
        {t("movesHint")}
      </p>
    </>
  );
}
