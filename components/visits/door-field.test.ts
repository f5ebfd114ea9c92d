import { describe, expect, it } from "vitest";
import { looksLikeCard } from "./door-field";
import { normaliseCardNumber, visitMatches } from "@/lib/contract/visit-words";
import type { SiteVisit } from "@/lib/contract/visits";

describe("the door's field and who is in", () => {
  it("takes a scanner's number (digits, spaces, dashes, a prefix) as a card, and a name as a name", () => {
    for (const card of ["700100101", " 0700 100 101 ", "7001-0010-1", "FD12345", "fd 123"])
      expect(looksLikeCard(card)).toBe(true);
    for (const name of ["Helen", "Helen Marsh", "o'brien", ""]) expect(looksLikeCard(name)).toBe(false);
    expect(normaliseCardNumber(" 0700 100-101 ")).toBe("700100101");
  });

  it("filters a day's visits by name words or member number, and by how they came in", () => {
    const v = { memberId: 1001, firstName: "Helen", lastName: "Marsh", method: "scan" } as SiteVisit;
    expect(visitMatches(v, {})).toBe(true);
    expect(visitMatches(v, { search: "marsh hel" })).toBe(true);
    expect(visitMatches(v, { search: "#1001" })).toBe(true);
    expect(visitMatches(v, { search: "100" })).toBe(false);
    expect(visitMatches(v, { search: "helen", method: "name" })).toBe(false);
  });
});
