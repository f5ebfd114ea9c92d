import "server-only";
/**
 * Bank-holiday closures of a site: each holiday of a region's year is one exception
 * schedule of its own, found again by its note, so a second run creates nothing and each holiday
 * can be removed alone. Read and written through the platform client, embedded or upstream alike.
 */
import type { BankHolidayRequest, BankHolidayRun, BankHolidayState } from "@frontdesk/lib/contract/booking-sheets";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { holidayNote, ukBankHolidays, type UkRegion } from "@frontdesk/lib/domain/booking-sheets/bank-holidays";
import { addDays, formatDate, instantToWall } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookingSheets } from "@frontdesk/lib/platform/operations";

/** The sheet extension reads at most this many days at once. */
const sheetDays = 62;

/** The region's holidays of the year, each with its schedule when one exists on the site. */
export async function bankHolidayStates(
  caller: Caller,
  siteId: string,
  region: UkRegion,
  year: number,
): Promise<BankHolidayState[]> {
  const holidays = ukBankHolidays(region, year);
  const found = new Map<string, { scheduleId: string; productIds: Set<string> }>();
  let today = "";
  for (let i = 0; i < holidays.length;) {
    const from = holidays[i].date;
    const to = addDays(from, sheetDays - 1);
    const sheet = await callPlatform(caller, bookingSheets.getBookingSheet, { query: { siteId, from, to } });
    today ||= formatDate(instantToWall(new Date(), sheet.timeZone));
    for (const e of sheet.exceptions) {
      if (!e.notes?.startsWith("Bank holiday: ")) continue;
      const key = `${e.dateTimeFrom.slice(0, 10)}|${e.notes}`;
      const entry = found.get(key) ?? { scheduleId: e.scheduleId, productIds: new Set<string>() };
      entry.productIds.add(e.productId);
      found.set(key, entry);
    }
    while (i < holidays.length && holidays[i].date <= to) i++;
  }
  return holidays.map((h) => {
    const note = holidayNote(region, h);
    const entry = found.get(`${h.date}|${note}`);
    return {
      ...h,
      note,
      scheduleId: entry?.scheduleId,
      productIds: entry ? [...entry.productIds].sort() : [],
      past: h.date <= today,
    };
  });
}

/** Creates the schedule of every future holiday that has none yet; each holiday is one write. */
export async function closeBankHolidays(caller: Caller, request: BankHolidayRequest): Promise<BankHolidayRun> {
  const states = await bankHolidayStates(caller, request.siteId, request.region, request.year);
  const run: BankHolidayRun = { created: [], existing: [], past: [], clashing: [] };
  for (const h of states) {
    const named = { date: h.date, name: h.name };
    if (h.scheduleId) run.existing.push(named);
    else if (h.past) run.past.push(named);
    else {
      try {
        const result = await callPlatform(caller, bookingSheets.createException, {
          body: {
            siteId: request.siteId,
            productIds: request.productIds,
            times: [
              {
                timeBandId: request.timeBandId,
                dateTimeFrom: `${h.date}T${request.startTime}:00`,
                dateTimeTo: `${h.date}T${request.endTime}:00`,
              },
            ],
            notes: h.note,
            frequency: "Daily",
          },
        });
        run.created.push({ ...named, scheduleId: result.scheduleId });
      } catch (error) {
        if (!(error instanceof PlatformFailure) || error.status !== 409) throw error;
        const body = JSON.parse(error.bodyText) as { existingBookings: unknown[]; existingExceptions: unknown[] };
        run.clashing.push({ ...named, bookings: body.existingBookings.length, blocks: body.existingExceptions.length });
      }
    }
  }
  return run;
}
