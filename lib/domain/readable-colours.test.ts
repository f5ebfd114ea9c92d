import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { contrastRatio, readableColours, wcagAA } from "./readable-colours";

describe("readable status colours", () => {
  it("keeps a pair that reads well and replaces the two HTML_CodeSniffer found", () => {
    expect(readableColours("#FFFFFF", "#1E293B")).toEqual({
      backgroundColor: "#FFFFFF",
      color: "#1E293B",
      adjusted: false,
    });
    // white on red, 4.0:1
    expect(contrastRatio("#FF0000", "#FFFFFF")).toBeCloseTo(4.0, 1);
    expect(readableColours("#FF0000", "#FFFFFF")).toEqual({
      backgroundColor: "#FF0000",
      color: "#000000",
      adjusted: true,
    });
    // dark blue with no text colour
    expect(readableColours("#00008B", "")).toEqual({ backgroundColor: "#00008B", color: "#FFFFFF", adjusted: true });
    expect(readableColours("", "#FFFFFF")).toBeUndefined();
  });

  it("every background gets text of at least 4.5:1", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(
      fc.property(hex, fc.oneof(hex, fc.constant("")), (back, text) => {
        const shown = readableColours(back, text)!;
        expect(contrastRatio(shown.backgroundColor, shown.color)).toBeGreaterThanOrEqual(wcagAA);
        expect(shown.adjusted).toBe(shown.color !== text);
      }),
    );
  });
});
