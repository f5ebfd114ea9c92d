"use client";

import { useId, type ReactNode } from "react";
import { CalendarPlus, ChevronLeft, ChevronRight, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-fields";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import type { Site } from "@frontdesk/lib/contract/configuration";
import { sheetViews, type SheetView } from "./sheet-range";
import type { SheetChange } from "./use-last-change";
import { useTranslations } from "@/components/ui/catalogue";

interface SheetToolbarProps {
  sites: Site[];
  site: string;
  onSite: (siteId: string) => void;
  view: SheetView;
  onView: (view: SheetView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  anchor: string;
  onAnchor: (date: string) => void;
  canCreate: boolean;
  onNew: () => void;
  changes: { last?: SheetChange; undoing: boolean; undo: () => void };
  /** more actions on the loaded sheet (bank holidays) */
  extra?: ReactNode;
}

/** Above the sheet: the site, the view, moving through dates, New block and Undo. */
export function SheetToolbar({
  sites,
  site,
  onSite,
  view,
  onView,
  onStep,
  onToday,
  anchor,
  onAnchor,
  canCreate,
  onNew,
  changes,
  extra,
}: SheetToolbarProps) {
  const t = useTranslations("BookingSheets");
  const siteId = useId();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={siteId} className="block text-sm font-medium">
          {t("site")}
        </label>
        <select
          id={siteId}
          value={site}
          onChange={(e) => onSite(e.target.value)}
          className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div
        role="group"
        aria-label={t("view")}
        className="flex rounded-md border border-slate-300 dark:border-slate-600"
      >
        {sheetViews.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={`px-3 py-2 text-sm capitalize ${view === v ? "bg-blue-700 text-white" : ""}`}
          >
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-1">
        <Button onClick={() => onStep(-1)} aria-label={t(`previous.${view}`)}>
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button onClick={onToday}>{t("today")}</Button>
        <Button onClick={() => onStep(1)} aria-label={t(`next.${view}`)}>
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
      <DateField label={t("goToDate")} value={anchor} onChange={(value) => value && onAnchor(value)} />
      <Button variant="primary" onClick={onNew} disabled={!canCreate}>
        <CalendarPlus aria-hidden className="size-4" />
        {t("newBlock")}
      </Button>
      {extra}
      <Button
        onClick={changes.undo}
        disabled={!changes.last || changes.undoing}
        aria-label={changes.last ? t("undoWhat", { change: changes.last.label }) : t("undoLast")}
      >
        <Undo2 aria-hidden className="size-4" />
        {t("undo")}
      </Button>
    </div>
  );
}

/** Which products the sheet shows; its line is held while loading, so the sheet below does not jump. */
export function ProductFilter({
  sheet,
  hidden,
  onToggle,
}: {
  sheet?: BookingSheet;
  hidden: Set<string>;
  onToggle: (productId: string) => void;
}) {
  const t = useTranslations("BookingSheets");
  return (
    <div className="mt-3 min-h-5">
      {sheet && (
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <legend className="sr-only">{t("showProducts")}</legend>
          {sheet.resourceProducts.map((p) => (
            <label key={p.id} className="flex items-center gap-1">
              <input type="checkbox" checked={!hidden.has(p.id)} onChange={() => onToggle(p.id)} />
              {p.description}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
