import { afterEach, describe, expect, it } from "vitest";
import { reportDegraded } from "./degraded";
import { liveness, readiness } from "./probes";

describe("liveness and readiness", () => {
  afterEach(() => reportDegraded("probe-test", undefined));

  it("is alive without asking anything", () => {
    expect(liveness()).toEqual({ status: 200, body: { status: "alive" } });
  });

  it("is not ready while starting, ready while the database answers, and says what is degraded", async () => {
    expect(await readiness(undefined)).toEqual({
      status: 503,
      body: { status: "starting", reason: "Frontdesk is starting." },
    });
    const db = { execute: async () => [{ "?column?": 1 }] }; // a real database answers in e2e/operations.spec.ts
    expect(await readiness(db)).toEqual({ status: 200, body: { status: "ok" } });
    reportDegraded("probe-test", "The venue's platform cannot be reached.");
    expect(await readiness(db)).toEqual({
      status: 200,
      body: { status: "degraded", reason: "The venue's platform cannot be reached." },
    });
    const unavailable = {
      status: 503,
      body: { status: "unavailable", reason: "The database did not answer within 2 s." },
    };
    const closed = { execute: () => Promise.reject(new Error("Connection terminated")) };
    expect(await readiness(closed)).toEqual(unavailable);
    const hanging = { execute: () => new Promise<never>(() => {}) }; // answers nothing: 2 s, then unavailable
    expect(await readiness(hanging)).toEqual(unavailable);
  });
});
