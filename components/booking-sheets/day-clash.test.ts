import { describe, expect, it } from "vitest";
import type { StoredException } from "@frontdesk/lib/contract/booking-sheets";
import { clashesOnTheDay } from "./day-clash";

const block = (id: number, productId: string, from: string, to: string, scheduleId = "a"): StoredException => ({
  id,
  scheduleId,
  productId,
  timeBandId: "MAINT",
  dateTimeFrom: `2027-03-10T${from}:00`,
  dateTimeTo: `2027-03-10T${to}`,
  notes: null,
});
const booking = (productId: string, from: string, to: string) => ({
  bookingId: 1,
  productId,
  dateTimeFrom: `2027-03-10T${from}:00`,
  dateTimeTo: `2027-03-10T${to}:00`,
  activityName: null,
  memberCount: 2,
});

describe("the live clash check of a dragged block", () => {
  const moved = block(1, "COURT1", "09:00", "09:59:59");
  const sibling = block(2, "COURT2", "09:00", "09:59:59");
  const sheet = {
    bookings: [booking("COURT1", "11:00", "12:00"), booking("COURT2", "13:00", "14:00")],
    exceptions: [moved, sibling, block(3, "COURT1", "15:00", "15:59:59", "b")],
  };

  it("is clear where nothing is", () => {
    expect(clashesOnTheDay(sheet, moved, 0, 0)).toBe(false);
    expect(clashesOnTheDay(sheet, moved, 60, 60)).toBe(false); // 10:00-11:00 meets 11:00 only at the edge
  });

  it("meets a booking of the block's product when moved or stretched over it", () => {
    expect(clashesOnTheDay(sheet, moved, 75, 75)).toBe(true);
    expect(clashesOnTheDay(sheet, moved, 0, 135)).toBe(true);
  });

  it("checks every product the schedule blocks that day", () => {
    expect(clashesOnTheDay(sheet, moved, 240, 240)).toBe(true); // 13:00-14:00 meets COURT2's booking
  });

  it("meets another schedule's block, never its own", () => {
    expect(clashesOnTheDay(sheet, moved, 360, 360)).toBe(true); // 15:00-16:00
    expect(clashesOnTheDay({ bookings: [], exceptions: [moved, sibling] }, moved, 0, 0)).toBe(false);
  });
});
