import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("PGlite data directory lock", () => {
  const previous = process.env.PLATFORM_DATA_DIR;
  afterEach(() => {
    if (previous === undefined) delete process.env.PLATFORM_DATA_DIR;
    else process.env.PLATFORM_DATA_DIR = previous;
  });

  it("refuses a second process on the same directory with a clear message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "frontdesk-lock-"));
    process.env.PLATFORM_DATA_DIR = dir;
    fs.mkdirSync(path.join(dir, "pglite"));
    fs.writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid)); // a live process that is not us
    await expect(openDatabase("")).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.ppid));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
