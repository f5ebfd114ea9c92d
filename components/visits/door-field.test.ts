import { describe, expect, it } from "vitest";
import { looksLikeCard } from "./door-field";
import { normaliseCardNumber } from "@frontdesk/lib/contract/visit-words";

describe("the door's field", () => {
  it("takes a scanner's number (digits, spaces, dashes, a prefix) as a card, and a name as a name", () => {
    for (const card of ["700100101", " 0700 100 101 ", "7001-0010-1", "FD12345", "fd 123"])
      expect(looksLikeCard(card)).toBe(true);
    for (const name of ["Helen", "Helen Marsh", "o'brien", ""]) expect(looksLikeCard(name)).toBe(false);
    expect(normaliseCardNumber(" 0700 100-101 ")).toBe("700100101");
  });
});
