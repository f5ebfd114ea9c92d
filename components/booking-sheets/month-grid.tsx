"use client";

import { formatLongDay, formatter } from "@frontdesk/lib/venue/format";
import type { PreviewBlock } from "./preview-block";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

type Product = BookingSheet["resourceProducts"][number];

interface MonthGridProps {
  sheet: BookingSheet;
  products: Product[];
  dates: string[];
  month: string; // yyyy-MM
  preview: PreviewBlock[];
  onOpenWeek: (date: string) => void;
}

/** The month view: a calendar of days with each day's bookings count, blocks and the draft's blocks. */
/** Monday to Sunday, short, in the screen's language (5 January 2026 was a Monday). */
const weekdayShort = (locale: string) =>
  Array.from({ length: 7 }, (_, i) =>
    formatter({ weekday: "short" }, "UTC", locale === "cy" ? "cy-GB" : "en-GB").format(Date.UTC(2026, 0, 5 + i)),
  );

export function MonthGrid({ sheet, products, dates, month, preview, onOpenWeek }: MonthGridProps) {
  const t = useTranslations("BookingSheets");
  const locale = useLocale();
  const shown = new Set(products.map((p) => p.id));
  const names = new Map(products.map((p) => [p.id, p.description]));
  return (
    <div>
      <div
        aria-hidden
        className="grid grid-cols-7 gap-px text-center text-xs font-semibold text-slate-600 dark:text-slate-300"
      >
        {weekdayShort(locale).map((d) => (
          <div key={d} className="py-1">
            {d}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-px rounded-md border border-slate-200 bg-slate-200 dark:border-slate-700 dark:bg-slate-700">
        {dates.map((date) => {
          const bookings = sheet.bookings.filter(
            (b) => shown.has(b.productId) && b.dateTimeFrom.startsWith(date),
          ).length;
          const exceptions = sheet.exceptions.filter((e) => shown.has(e.productId) && e.dateTimeFrom.startsWith(date));
          const blocks = preview.filter((p) => shown.has(p.productId) && p.date === date);
          const clash = blocks.some((b) => b.state !== "ok");
          return (
            <li
              key={date}
              className={`min-h-24 p-1.5 text-xs ${date.startsWith(month) ? "bg-white dark:bg-slate-900" : "bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300"}`}
            >
              <button
                type="button"
                onClick={() => onOpenWeek(date)}
                className="rounded px-1 font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                aria-label={t("openWeek", { day: formatLongDay(date) })}
              >
                {Number(date.slice(8, 10))}
              </button>
              <p>{t("bookings", { count: bookings })}</p>
              {exceptions.slice(0, 3).map((e) => (
                <p key={e.id} className="truncate rounded bg-slate-700 px-1 text-white dark:bg-slate-500">
                  {e.dateTimeFrom.slice(11, 16)} {names.get(e.productId)}
                </p>
              ))}
              {exceptions.length > 3 && <p>{t("moreBlocked", { count: exceptions.length - 3 })}</p>}
              {blocks.length > 0 && (
                <p
                  className={`mt-0.5 rounded px-1 font-semibold ${clash ? "bg-red-700 text-white" : "bg-emerald-100 text-emerald-950"}`}
                >
                  {clash ? t("draftClashes") : t("draftBlocks", { count: blocks.length })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
