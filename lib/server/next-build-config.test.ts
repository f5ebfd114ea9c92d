import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyBuildsNextConfig } from "./next-build-config";

const variable = "__NEXT_PRIVATE_STANDALONE_CONFIG";

describe("the Next configuration the production server hands Next", () => {
  afterEach(() => {
    delete process.env[variable];
  });

  it("is the one the build recorded, not next.config.ts compiled again", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "next-config-"));
    const config = { distDir: ".next", poweredByHeader: false, output: "standalone" };
    fs.writeFileSync(path.join(dist, "required-server-files.json"), JSON.stringify({ version: 1, config, files: [] }));
    expect(applyBuildsNextConfig(dist)).toBe(true);
    expect(JSON.parse(process.env[variable]!)).toEqual(config);
  });

  it("leaves a configuration already given alone, and Next to its own loading without a build", () => {
    process.env[variable] = '{"given":true}';
    expect(applyBuildsNextConfig(fs.mkdtempSync(path.join(os.tmpdir(), "next-config-")))).toBe(false);
    expect(process.env[variable]).toBe('{"given":true}');
    delete process.env[variable];
    expect(applyBuildsNextConfig(path.join(os.tmpdir(), "no-such-build"))).toBe(false);
    expect(process.env[variable]).toBeUndefined();
  });
});
