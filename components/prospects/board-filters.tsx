"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useMemo, useState } from "react";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import type { InteractionCatalogue } from "@frontdesk/lib/contract/prospects";
import { Button } from "@/components/ui/button";
import { DateRangeField } from "@/components/ui/date-fields";

/** The board's filters, as the BFF takes them (empty = no filter). */
export interface BoardFilters {
  scheduledWith?: string;
  interactionType?: string;
  priority?: number;
  from?: string;
  to?: string;
}

const dayStart = (date: string) => new Date(`${date}T00:00`);
const filterClass =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";

/**
 * The board's filters as chosen (whose, type, priority, next-action days) and as the BFF takes them. The board first
 * opens on "Mine" with no other filter, the one its page reads on the server (app/(staff)/prospects/page.tsx).
 */
export function useBoardFilters(staffId: string) {
  const [scope, setScope] = useState<"mine" | "all">("mine");
  const [type, setType] = useState("");
  const [priority, setPriority] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const filters: BoardFilters = useMemo(() => {
    const next: BoardFilters = {};
    if (scope === "mine") next.scheduledWith = staffId;
    if (type) next.interactionType = type;
    if (priority) next.priority = Number(priority);
    if (from && !Number.isNaN(dayStart(from).getTime())) next.from = dayStart(from).toISOString();
    if (to && !Number.isNaN(dayStart(to).getTime())) next.to = dayStart(addCalendarDays(to, 1)).toISOString();
    return next;
  }, [scope, staffId, type, priority, from, to]);
  // Unassigned interactions are scheduled with nobody: "mine" cannot narrow them, so that column shows them all.
  const unassignedFilters = useMemo(() => ({ ...filters, scheduledWith: undefined }), [filters]);
  const narrowed = !!(type || priority || from || to);
  return {
    chosen: { scope, type, priority, from, to },
    filters,
    unassignedFilters,
    narrowed,
    setScope,
    setType,
    setPriority,
    setRange: (range: { from: string; to: string }) => {
      setFrom(range.from);
      setTo(range.to);
    },
    clear: () => {
      setType("");
      setPriority("");
      setFrom("");
      setTo("");
    },
  };
}
export type BoardFilterState = ReturnType<typeof useBoardFilters>;

/** The filter bar: Mine or All, type, priority, the next action's days, and Clear filters once narrowed. */
export function BoardFilterBar({ state, catalogue }: { state: BoardFilterState; catalogue?: InteractionCatalogue }) {
  const t = useTranslations("Prospects");
  const { scope, type, priority, from, to } = state.chosen;
  return (
    <div role="group" aria-label={t("filters.label")} className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label={t("filters.whose")}
        className="inline-flex rounded-md border border-slate-300 dark:border-slate-600"
      >
        {(["mine", "all"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={scope === value}
            onClick={() => state.setScope(value)}
            className={`px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md ${scope === value ? "bg-blue-700 text-white dark:bg-blue-600" : "bg-white dark:bg-slate-900"}`}
          >
            {value === "mine" ? t("filters.mine") : t("filters.all")}
          </button>
        ))}
      </div>
      <label className="text-sm">
        <span className="block font-medium">{t("filters.type")}</span>
        <select value={type} onChange={(e) => state.setType(e.target.value)} className={filterClass}>
          <option value="">{t("filters.allTypes")}</option>
          {(catalogue ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.description}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="block font-medium">{t("filters.priority")}</span>
        <select value={priority} onChange={(e) => state.setPriority(e.target.value)} className={filterClass}>
          <option value="">{t("filters.anyPriority")}</option>
          <option value="3">{t("priority.high")}</option>
          <option value="2">{t("priority.medium")}</option>
          <option value="1">{t("priority.low")}</option>
        </select>
      </label>
      <DateRangeField label={t("filters.between")} className="text-sm" value={{ from, to }} onChange={state.setRange} />
      {state.narrowed && (
        <Button variant="ghost" onClick={state.clear}>
          {t("filters.clear")}
        </Button>
      )}
    </div>
  );
}
