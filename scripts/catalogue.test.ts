import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flatten, fromPo, toPo, withTranslations } from "./catalogue";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

// The translator's round trip: the whole catalogue out as PO and back in changes nothing; their corrections come in.
describe("the catalogue as a PO file for a translator", () => {
  const english = read("messages/en.json");
  const welsh = read("messages/cy.json");
  const notes = read("i18n/context.json");

  it("exports every message with its key, English, Welsh and note, and imports it back unchanged", () => {
    const po = toPo(english, welsh, notes);
    const keys = flatten(english).length;
    expect(keys).toBeGreaterThan(100);
    expect(po.match(/^msgctxt /gm)).toHaveLength(keys);
    expect(po).toContain('msgctxt "Shell.skipToMain"\nmsgid "Skip to main content"\nmsgstr "Neidio i\'r prif gynnwys"');
    expect(po).toMatch(/nplurals=6/);
    const back = withTranslations(english, welsh, fromPo(po));
    expect(back.refused).toEqual([]);
    expect(back.welsh).toEqual(welsh);
  });

  it("takes a corrected translation (quotes and new lines kept), refuses changed arguments and unknown keys", () => {
    const po = [
      'msgctxt "Shell.skipToMain"\nmsgid "Skip to main content"\nmsgstr "Neidio i\'r \\"prif\\" gynnwys"',
      'msgctxt "MemberLanguage.saved"\nmsgid "..."\nmsgstr "Yn {iaith}"',
      'msgctxt "Nothing.here"\nmsgid "x"\nmsgstr "y"',
      'msgctxt "Shell.mainNavigation"\nmsgid "Main"\nmsgstr ""\n"Prif\\nlywio"',
    ].join("\n\n");
    const { welsh: taken, refused } = withTranslations(english, welsh, fromPo(po));
    const next = taken as typeof welsh;
    expect(next.Shell.skipToMain).toBe('Neidio i\'r "prif" gynnwys');
    expect(next.Shell.mainNavigation).toBe("Prif\nlywio");
    expect(next.MemberLanguage.saved).toBe(welsh.MemberLanguage.saved);
    expect(refused).toEqual([
      "MemberLanguage.saved: its {arguments} differ from the English",
      "Nothing.here: no such message",
    ]);
  });
});
