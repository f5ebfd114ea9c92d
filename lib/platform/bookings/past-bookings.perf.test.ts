/**
 * The deep page of a long history costs what the first page costs. Needs the full demo dataset:
 * SEED=full npx vitest run lib/platform/bookings/past-bookings.perf (skipped on SEED=small).
 */
import { describe, expect, it } from "vitest";
import { seedSize } from "../seed/ids";
import { call, fixtures, token } from "../testing";

describe.skipIf(seedSize() !== "full")("past bookings at scale", () => {
  it("serves offset 9,000 of a 10,000-booking history within 2x of the first page", async () => {
    const staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
    const path = (offset: number) => `/api/members/v2/${fixtures.benchmarks.heavyHistoryMemberId}/past-bookings?offset=${offset}`;
    const time = async (offset: number) => {
      const started = performance.now();
      const response = await call("GET", path(offset), { token: staff });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.metaData.resultSet.total).toBe(10_000);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await Promise.all([time(0), time(9_000)].map((p) => p)); // warm up
    const median = async (offset: number) => {
      const runs: number[] = [];
      for (let i = 0; i < 9; i++) runs.push(await time(offset));
      return runs.sort((a, b) => a - b)[4];
    };
    const first = await median(0);
    const deep = await median(9_000);
    console.log(`past bookings: first page ${first.toFixed(1)} ms, offset 9000 ${deep.toFixed(1)} ms`);
    expect(deep).toBeLessThan(first * 2);
  }, 300_000);
});
