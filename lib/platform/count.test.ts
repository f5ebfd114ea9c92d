import { afterEach, describe, expect, it } from "vitest";
import { configureVenue, defaultVenueSettings } from "@frontdesk/lib/venue/current";
import { countCap, formatCount, isCapped, pageOfPages } from "@frontdesk/lib/venue/count";
import { boardLimits } from "@frontdesk/lib/contract/prospects";
import { searchTotalCap } from "@frontdesk/lib/platform/members/search-matching";

afterEach(() => configureVenue(defaultVenueSettings));

describe("counts the platform caps at 1,000", () => {
  it("shows an exact count in the venue's locale and a capped one as 1,000+", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(1001)).toBe("1,000+");
    expect(isCapped(1000)).toBe(false);
    expect(isCapped(countCap + 1)).toBe(true);
    // a list counted to a lower cap says so at its own cap
    expect(formatCount(51, 50)).toBe("50+");
    configureVenue({ locale: "de-DE", timeZone: "Europe/Berlin" });
    expect(formatCount(1001)).toBe("1.000+");
  });

  it("is the platform's own cap, for both lists it caps", () => {
    expect(searchTotalCap).toBe(countCap);
    expect(boardLimits.countCap).toBe(countCap);
  });

  it("never claims an exact page count for a capped total", () => {
    expect(pageOfPages(1, 60, 25)).toBe("Page 1 of 3");
    expect(pageOfPages(2, 1000, 25)).toBe("Page 2 of 40");
    expect(pageOfPages(2, 1001, 25)).toBe("Page 2 of 40+");
    expect(pageOfPages(41, 1001, 25)).toBe("Page 41 of 41+");
  });
});
