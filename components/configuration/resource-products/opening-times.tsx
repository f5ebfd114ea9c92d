import { weekdayNames, type OpeningTime, type ResourceProduct } from "@frontdesk/lib/contract/configuration";
import { DataTable, Th } from "@/components/ui/data-table";
import { formatter } from "@frontdesk/lib/venue/format";
import { useLocale, useTranslations, type Words } from "@/components/ui/catalogue";

/** The week from Monday, as the desk reads it. */
const weekOrder = [...weekdayNames.slice(1), weekdayNames[0]];

/** Opening periods by weekday (the platform's order is not guaranteed); days with none are closed. */
function periodsByDay(openingTimes: OpeningTime[]) {
  return weekOrder.map((day) => ({
    day,
    periods: openingTimes.filter((t) => t.day === day).sort((a, b) => a.startTime.localeCompare(b.startTime)),
  }));
}

/** A one-line summary: "Mon–Fri 06:30–22:00 · Sat–Sun 08:00–20:00" style, day by day collapsed when equal. */
/** A weekday's name in the screen's language ("Monday" is weekdayNames[1]; 4 January 2026 was a Sunday). */
const dayName = (day: string, locale: string, weekday: "long" | "short") =>
  formatter({ weekday }, "UTC", locale === "cy" ? "cy-GB" : "en-GB").format(
    Date.UTC(2026, 0, 4 + weekdayNames.indexOf(day as (typeof weekdayNames)[number])),
  );

export function openingSummary(openingTimes: OpeningTime[], t: Words, locale: string): string {
  const days = periodsByDay(openingTimes).map(({ day, periods }) => ({
    day,
    text: periods.map((p) => `${p.startTime}–${p.endTime}`).join(", ") || t("products.closedLower"),
  }));
  const groups: { from: string; to: string; text: string }[] = [];
  for (const { day, text } of days) {
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  return groups
    .map((g) => {
      const [from, to] = [dayName(g.from, locale, "short"), dayName(g.to, locale, "short")];
      return `${from}${g.to !== g.from ? `–${to}` : ""} ${g.text}`;
    })
    .join(" · ");
}

/** The weekly pattern as a table: every weekday, closed days said so. */
export function OpeningTimesTable({ product }: { product: ResourceProduct }) {
  const t = useTranslations("Configuration");
  const locale = useLocale();
  const unknownDays = product.openingTimes.filter((time) => time.day === null);
  return (
    <>
      <DataTable
        caption={t("products.weeklyOf", { product: product.description })}
        className="max-w-md"
        head={
          <>
            <Th>{t("products.day")}</Th>
            <Th last>{t("products.open")}</Th>
          </>
        }
      >
        {periodsByDay(product.openingTimes).map(({ day, periods }) => (
          <tr key={day} className="border-b border-slate-200 dark:border-slate-800">
            <th scope="row" className="py-2 pr-4 font-medium">
              {dayName(day, locale, "long")}
            </th>
            <td className="py-2">
              {periods.length === 0 ? (
                <span className="text-slate-600 dark:text-slate-400">{t("products.closed")}</span>
              ) : (
                periods.map((p, i) => (
                  <span key={i} className="mr-3 font-mono">
                    {p.startTime}–{p.endTime}
                  </span>
                ))
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {unknownDays.length > 0 && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          {t("products.unknownDays", { count: unknownDays.length })}
        </p>
      )}
    </>
  );
}
