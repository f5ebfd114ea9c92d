import { readFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { platformLists } from "./lists";
import { allRoutes } from "./routes";

const formatted = async (file: string, text: string) =>
  format(text, { ...(await resolveConfig(file)), filepath: file });

describe("the platform's lists (routes.ts, operations.ts)", () => {
  it("are what `npm run -s generate` writes from the files on disk", async () => {
    const { routes, operations } = platformLists();
    for (const [file, text] of [
      ["lib/platform/routes.ts", routes],
      ["lib/platform/operations.ts", operations],
    ] as const)
      expect(readFileSync(file, "utf8"), `${file}: run npm run -s generate`).toBe(await formatted(file, text));
  });

  it("hold every handler once, each at its own method and path", () => {
    expect(allRoutes.length).toBeGreaterThan(90);
    const keys = allRoutes.map((r) => `${r.spec.method} ${r.spec.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
