import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { calendarOpeningTimes, products } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import {
  resourceProductMessages as m,
  weekdayNames,
  type OpeningTime,
  type ResourceProduct,
} from "../../../contract/configuration";

type ProductRow = typeof products.$inferSelect;

/**
 * HH:mm as the original renders it: minute values 1 to 9 come out as if multiples of ten
 * (09:05 appears as 09:50). Reproduced on purpose (spec, ResourceProduct.openingTimes).
 */
export function renderClock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const mm = minutes >= 1 && minutes <= 9 ? `${minutes}0` : String(minutes).padStart(2, "0");
  return `${String(hours).padStart(2, "0")}:${mm}`;
}

export const dayName = (dayOfWeek: number): OpeningTime["day"] => weekdayNames[dayOfWeek] ?? null;

/**
 * The ResourceProduct resource of the given rows with their weekly opening times (one query).
 * Entries without a start time are closed and left out. An entry with a start but no end time is
 * documented as a 500: strict (the single read) answers a 400 naming it; the list leaves it out.
 */
export async function renderResourceProducts(
  db: Executor,
  rows: ProductRow[],
  strict: boolean,
): Promise<ResourceProduct[]> {
  const calendarIds = [...new Set(rows.map((r) => r.calendarId).filter((c): c is string => c !== null))];
  const times = calendarIds.length
    ? await db
        .select()
        .from(calendarOpeningTimes)
        .where(inArray(calendarOpeningTimes.calendarId, calendarIds))
        .orderBy(asc(calendarOpeningTimes.dayOfWeek), asc(calendarOpeningTimes.startTime), asc(calendarOpeningTimes.id))
    : [];
  return rows.map((row) => ({
    id: row.id.toUpperCase(),
    description: row.description,
    siteGroupId: row.siteGroupId,
    calendarId: row.calendarId ?? "",
    active: row.inactive !== true,
    openingTimes: times
      .filter((t) => t.calendarId === row.calendarId && t.startTime !== null)
      .flatMap((t) => {
        if (t.endTime === null) {
          if (strict)
            throw PlatformError.text(
              400,
              m.startWithoutEnd(t.calendarId, dayName(t.dayOfWeek) ?? `day ${t.dayOfWeek}`),
            );
          return [];
        }
        return [{ day: dayName(t.dayOfWeek), startTime: renderClock(t.startTime!), endTime: renderClock(t.endTime) }];
      }),
  }));
}
