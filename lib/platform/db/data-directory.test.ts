import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, startTimeOf, takeLock } from "./client";

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "frontdesk-data-"));
  folders.push(folder);
  return folder;
};

describe("the PGlite lock file", () => {
  let unrelated: ChildProcess;

  beforeAll(async () => {
    // an unrelated live process whose pid a stale lock may name
    unrelated = spawn("sleep", ["60"], { stdio: "ignore" });
    await new Promise((resolve) => unrelated.once("spawn", resolve));
  });

  afterAll(() => {
    unrelated.kill();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("takes over a stale lock whose pid now belongs to an unrelated process", () => {
    const directory = path.join(tempFolder(), "pglite");
    fs.writeFileSync(`${directory}.lock`, JSON.stringify({ pid: unrelated.pid, startTime: "1", token: "gone" }));
    const release = takeLock(directory);
    expect(JSON.parse(fs.readFileSync(`${directory}.lock`, "utf8"))).toMatchObject({
      pid: process.pid,
      startTime: startTimeOf(process.pid),
    });
    expect(fs.statSync(`${directory}.lock`).mode & 0o777).toBe(0o600);
    release();
    expect(fs.existsSync(`${directory}.lock`)).toBe(false);
  });

  it("takes over a lock of a process that has gone", () => {
    const directory = path.join(tempFolder(), "pglite");
    fs.writeFileSync(`${directory}.lock`, JSON.stringify({ pid: 2 ** 22 + 17, startTime: "5" }));
    const release = takeLock(directory);
    expect(JSON.parse(fs.readFileSync(`${directory}.lock`, "utf8"))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(`${directory}.lock`)).toBe(false);
  });

  it("refuses while the recorded holder still runs (same pid and start time)", () => {
    const directory = path.join(tempFolder(), "pglite");
    const held = JSON.stringify({ pid: unrelated.pid, startTime: startTimeOf(unrelated.pid!), token: "live" });
    fs.writeFileSync(`${directory}.lock`, held);
    expect(() => takeLock(directory)).toThrow(`is in use by process ${unrelated.pid}`);
    expect(fs.readFileSync(`${directory}.lock`, "utf8")).toBe(held);
  });
});

describe("PGlite data files", () => {
  it("are created owner-only: files 0600, folders 0700, what was there before tightened", async () => {
    const data = tempFolder();
    fs.writeFileSync(path.join(data, "left-by-an-older-version"), "x", { mode: 0o644 });
    const opened = await openPglite(path.join(data, "pglite"));
    await opened.db.execute("CREATE TABLE notes (note text)");
    await opened.db.execute("INSERT INTO notes VALUES ('private')");
    await opened.close();
    const loose: string[] = [];
    let seen = 0;
    const walk = (entry: string) => {
      const stat = fs.statSync(entry);
      seen++;
      if ((stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600))
        loose.push(`${(stat.mode & 0o777).toString(8)} ${entry}`);
      if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
    };
    walk(data);
    expect(loose).toEqual([]);
    // a walk over nothing would find nothing loose: PGlite wrote its cluster (hundreds of files) and the lock
    expect(seen).toBeGreaterThan(100);
    // opening a second PGlite costs seconds on a loaded machine
  }, 180_000);
});
