import { describe, expect, it } from "vitest";
import { hasNextPage, quickSearchStatus, searchSummary, showAllMatches } from "./search-words";

describe("what a member search says about a capped total", () => {
  it("says 1,000+ for the platform's 1,001, never the number", () => {
    expect(searchSummary({ total: 1001, from: 1, to: 25 })).toBe("Members 1 to 25 of 1,000+, best matches first");
    expect(searchSummary({ total: 1001, from: 1001, to: 1001 })).toBe(
      "Members 1,001 to 1,001 of 1,000+, best matches first",
    );
    expect(quickSearchStatus(8, 1001)).toBe("8 of 1,000+ members. Enter opens the first.");
    expect(showAllMatches(1001)).toBe("Show all 1,000+ matches");
  });

  it("keeps exact totals exact", () => {
    expect(searchSummary({ total: 3, from: 1, to: 3 })).toBe("3 members");
    expect(searchSummary({ total: 1, from: 1, to: 1 })).toBe("1 member");
    expect(searchSummary({ total: 1000, from: 26, to: 50 })).toBe("Members 26 to 50 of 1,000, best matches first");
    expect(showAllMatches(1000)).toBe("Show all 1,000 matches");
  });

  it("offers a next page past the cap while pages come back full", () => {
    expect(hasNextPage({ total: 1001, to: 1025, shown: 25, pageSize: 25 })).toBe(true);
    expect(hasNextPage({ total: 1001, to: 1030, shown: 5, pageSize: 25 })).toBe(false);
    expect(hasNextPage({ total: 60, to: 50, shown: 25, pageSize: 25 })).toBe(true);
    expect(hasNextPage({ total: 50, to: 50, shown: 25, pageSize: 25 })).toBe(false);
  });
});
