import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import cy from "@/messages/cy.json";
import type { Words } from "@/components/ui/catalogue";
import {
  hasNextPage,
  quickSearchStatus as status,
  searchSummary as summary,
  showAllMatches as all,
} from "./search-words";

// in English, as the screen shows them (the words come from messages/en.json)
const words = createTranslator({ locale: "en", messages: en, namespace: "MemberSearch" }) as unknown as Words;
const searchSummary = (range: Parameters<typeof summary>[1]) => summary(words, range);
const quickSearchStatus = (shown: number, total: number) => status(words, shown, total);
const showAllMatches = (total: number) => all(words, total);

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

describe("a member search's summary in Welsh", () => {
  const welsh = createTranslator({ locale: "cy", messages: cy, namespace: "MemberSearch" }) as unknown as Words;
  it("counts members in Welsh's own plural forms", () => {
    expect(summary(welsh, { total: 1, from: 1, to: 1 })).toBe("1 aelod");
    expect(summary(welsh, { total: 3, from: 1, to: 3 })).toBe("3 aelod");
    expect(summary(welsh, { total: 12, from: 1, to: 12 })).toBe("12 o aelodau");
    expect(summary(welsh, { total: 1001, from: 1, to: 25 })).toBe(
      "Aelodau 1 i 25 o 1,000+, y rhai sy'n cyfateb orau gyntaf",
    );
  });
});
