import { describe, expect, it } from "vitest";
import { usageOverTime, type BookingDiscountUsage } from "./promotions";

const usage = (id: number, start: string) =>
  ({ id, bookingStartDateTime: `${start}T10:00:00Z`, originalPrice: 10, discountedPrice: 8 }) as BookingDiscountUsage;

describe("discount usage over time", () => {
  it("counts by day over two months or less (62 days, a clock change inside), by month beyond", () => {
    const byDay = usageOverTime([usage(1, "2025-03-01"), usage(2, "2025-05-02"), usage(2, "2025-05-02")]);
    expect(byDay.unit).toBe("day");
    expect(byDay.periods).toEqual([
      { period: "2025-03-01", usages: 1, saved: 2 },
      { period: "2025-05-02", usages: 1, saved: 2 },
    ]);
    expect(usageOverTime([usage(1, "2025-03-01"), usage(2, "2025-05-03")]).unit).toBe("month");
    expect(usageOverTime([]).unit).toBe("day");
  });
});
