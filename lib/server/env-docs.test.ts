import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envNames } from "./env";

/** Variables the tests alone set: an operator never needs them. */
const testsOnly = new Set(["VITEST", "PLATFORM_RESET_DB", "PGLITE_TEMPLATE"]);
const read = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");

describe("the settings an operator can find", () => {
  const operated = envNames.filter((name) => !testsOnly.has(name));

  it("every variable the app reads has a row in the configuration page and a line in .env.example", () => {
    expect(operated.length).toBeGreaterThan(30); // a list read from nothing would pass on nothing
    const page = read("docs/self-hosting/configuration.md");
    const example = read(".env.example");
    const setByCompose = /compose\.yaml sets\s+#?\s*([A-Z_, and#\s]+) itself/.exec(example)?.[1] ?? "";
    expect(operated.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
    expect(
      operated.filter((name) => !new RegExp(`^#? ?${name}=`, "m").test(example) && !setByCompose.includes(name)),
    ).toEqual([]);
  });
});
