"use client";

import { useId, useState } from "react";
import { formatDayMonth, formatMonthYear } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { DataTable, Th } from "@/components/ui/data-table";
import type { UsageOverTime } from "@frontdesk/lib/contract/promotions";
import { useTranslations } from "@/components/ui/catalogue";

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const periodLabel = (period: string, unit: UsageOverTime["unit"]) =>
  unit === "day" ? formatDayMonth(period) : formatMonthYear(`${period}-01`);

/**
 * Usages over time as an SVG bar chart (no chart library: a few rectangles), named and described for
 * screen readers, with the same figures as a table one button away.
 */
export function UsageChart({ summary }: { summary: UsageOverTime }) {
  const t = useTranslations("Configuration");
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const descId = useId();
  const { periods, unit } = summary;
  if (periods.length === 0) return null;
  const max = Math.max(...periods.map((p) => p.usages));
  const total = periods.reduce((sum, p) => sum + p.usages, 0);
  const busiest = periods.find((p) => p.usages === max)!;
  const width = 640;
  const height = 180;
  const bottom = 24;
  const slot = width / periods.length;
  const bar = Math.max(2, Math.min(40, slot * 0.7));
  const labelEvery = Math.ceil(periods.length / 12);
  const description = t(unit === "day" ? "usage.chartByDay" : "usage.chartByMonth", {
    total,
    from: periodLabel(periods[0].period, unit),
    to: periodLabel(periods[periods.length - 1].period, unit),
    busiest: periodLabel(busiest.period, unit),
    max,
  });
  const title = t(unit === "day" ? "usage.byDay" : "usage.byMonth");

  return (
    <figure className="mb-6 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-semibold">{title}</figcaption>
        <Button className="px-2.5 py-1.5" onClick={() => setAsTable(!asTable)} aria-pressed={asTable}>
          {asTable ? t("usage.showChart") : t("usage.showTable")}
        </Button>
      </div>
      {asTable ? (
        <DataTable
          caption={title}
          head={
            <>
              <Th>{unit === "day" ? t("products.day") : t("userFields.month")}</Th>
              <Th className="text-right">{t("usage.usages")}</Th>
              <Th className="text-right">{t("usage.saved")}</Th>
            </>
          }
        >
          {periods.map((p) => (
            <tr key={p.period} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1 pr-4">{periodLabel(p.period, unit)}</td>
              <td className="py-1 pr-4 text-right tabular-nums">{p.usages}</td>
              <td className="py-1 pr-4 text-right tabular-nums">{money.format(p.saved)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <svg
          viewBox={`0 0 ${width} ${height + bottom}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="mt-2 h-auto w-full text-blue-700 dark:text-sky-400"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <line x1={0} x2={width} y1={height} y2={height} className="stroke-slate-400" />
          {periods.map((p, i) => {
            const h = max === 0 ? 0 : (p.usages / max) * (height - 16);
            const x = i * slot + (slot - bar) / 2;
            return (
              <g key={p.period}>
                <rect x={x} y={height - h} width={bar} height={h} className="fill-current">
                  <title>
                    {t("usage.barTitle", {
                      period: periodLabel(p.period, unit),
                      count: p.usages,
                      saved: money.format(p.saved),
                    })}
                  </title>
                </rect>
                {i % labelEvery === 0 && (
                  <text
                    x={i * slot + slot / 2}
                    y={height + 16}
                    textAnchor="middle"
                    className="fill-slate-700 text-[11px] dark:fill-slate-300"
                  >
                    {periodLabel(p.period, unit)}
                  </text>
                )}
              </g>
            );
          })}
          <text x={4} y={12} className="fill-slate-700 text-[11px] dark:fill-slate-300">
            {max}
          </text>
        </svg>
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{description}</p>
    </figure>
  );
}
