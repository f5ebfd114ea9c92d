import { weekdayNames, type OpeningTime, type ResourceProduct } from "@/lib/contract/configuration";
import { DataTable, Th } from "@/components/ui/data-table";

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
export function openingSummary(openingTimes: OpeningTime[]): string {
  const days = periodsByDay(openingTimes).map(({ day, periods }) => ({
    day,
    text: periods.map((p) => `${p.startTime}–${p.endTime}`).join(", ") || "closed",
  }));
  const groups: { from: string; to: string; text: string }[] = [];
  for (const { day, text } of days) {
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  return groups
    .map((g) => `${g.from.slice(0, 3)}${g.to !== g.from ? `–${g.to.slice(0, 3)}` : ""} ${g.text}`)
    .join(" · ");
}

/** The weekly pattern as a table: every weekday, closed days said so. */
export function OpeningTimesTable({ product }: { product: ResourceProduct }) {
  const unknownDays = product.openingTimes.filter((t) => t.day === null);
  return (
    <>
      <DataTable
        caption={<>Weekly opening times of {product.description}</>}
        className="max-w-md"
        head={
          <>
            <Th>Day</Th>
            <Th last>Open</Th>
          </>
        }
      >
        {periodsByDay(product.openingTimes).map(({ day, periods }) => (
          <tr key={day} className="border-b border-slate-200 dark:border-slate-800">
            <th scope="row" className="py-2 pr-4 font-medium">
              {day}
            </th>
            <td className="py-2">
              {periods.length === 0 ? (
                <span className="text-slate-600 dark:text-slate-400">Closed</span>
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
          {unknownDays.length} opening period{unknownDays.length === 1 ? " has" : "s have"} no valid weekday in the
          calendar and {unknownDays.length === 1 ? "is" : "are"} not shown above.
        </p>
      )}
    </>
  );
}
