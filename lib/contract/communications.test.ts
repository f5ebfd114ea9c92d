import { describe, expect, it } from "vitest";
import { editorConfig, fillPlaceholders, subjectOf } from "./communications";

describe("template editor helpers", () => {
  it("fills [[Name]] placeholders; unknown ones stay as written", () => {
    const values: Record<string, string> = { FirstName: "Helen", SiteName: "Leeds" };
    expect(fillPlaceholders("Hi [[FirstName]], [[ SiteName ]] and [[Missing]]", (n) => values[n])).toBe(
      "Hi Helen, Leeds and [[Missing]]",
    );
    expect(fillPlaceholders("[[a]][[b]]", (n) => n.toUpperCase())).toBe("AB");
  });

  it("keeps the subject in the editor configuration; other editors' JSON has none", () => {
    expect(subjectOf(editorConfig("Welcome [[FirstName]]", ["FirstName"]))).toBe("Welcome [[FirstName]]");
    expect(subjectOf(null)).toBe("");
    expect(subjectOf("{not json")).toBe("");
    expect(subjectOf('{"blocks":[]}')).toBe("");
    expect(subjectOf('{"subject":42}')).toBe("");
  });
});
