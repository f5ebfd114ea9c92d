import { beforeAll, describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/live/route";
import { appDatabase } from "@/lib/app-db";
import { publishLive } from "@/lib/app-db/live";
import { liveTopics } from "@/lib/contract/live";
import { bffRequest, newStaff } from "@/lib/bff/testing";
import { database } from "@/lib/platform/testing";

/** Live updates between desks: NOTIFY in a write's transaction, heard by every open screen's stream once committed. */
const noParams = { params: Promise.resolve({}) };
const decoder = new TextDecoder();

/** Reads the stream until `text` has arrived (or fails after 5 s). */
async function until(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, seen = { text: "" }) {
  const deadline = Date.now() + 5_000;
  while (!seen.text.includes(text)) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no "${text}" in: ${seen.text}`)), 5_000)),
    ]);
    if (chunk.done || Date.now() > deadline) throw new Error(`stream ended without "${text}": ${seen.text}`);
    seen.text += decoder.decode(chunk.value);
  }
  return seen.text;
}

describe("GET /api/live", () => {
  beforeAll(async () => void (await database()));

  it("streams a committed change of a topic the desk hears, not a rolled-back one, nor another site's", async () => {
    const desk = await newStaff("reception", "live");
    const aborted = new AbortController();
    const request = new Request(
      await bffRequest("GET", "/api/live?topic=visits:site:1&topic=visits:site:2", { as: desk }),
      {
        signal: aborted.signal,
      },
    );
    const answer = await live(request, noParams);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = answer.body!.getReader();
    const seen = { text: "" };
    await until(reader, ": open", seen);

    const db = await appDatabase();
    await db
      .transaction(async (tx) => {
        await publishLive(tx, liveTopics.siteVisits("2"));
        throw new Error("rolled back");
      })
      .catch(() => {});
    await publishLive(db, liveTopics.siteVisits("3")); // a site this screen does not hear
    await db.transaction((tx) => publishLive(tx, liveTopics.siteVisits("1")));
    await until(reader, "event: change\ndata: visits:site:1\n\n", seen);
    expect(seen.text).not.toContain("visits:site:2");
    expect(seen.text).not.toContain("visits:site:3");

    aborted.abort(); // the desk closes the screen: the stream ends
    const rest = await reader.read();
    expect(rest.done).toBe(true);
  });

  it("refuses a topic the role may not hear, and one that names nothing a desk can hear", async () => {
    const sales = await live(await bffRequest("GET", "/api/live?topic=visits:site:1", { as: "sales" }), noParams);
    expect(sales.status).toBe(403);
    const desk = await newStaff("reception", "live-bad");
    for (const query of ["topic=members:1001", "", `topic=${"visits:site:1&topic=".repeat(11)}visits:site:1`]) {
      const bad = await live(await bffRequest("GET", `/api/live?${query}`, { as: desk }), noParams);
      expect(bad.status).toBe(400);
    }
  });
});
