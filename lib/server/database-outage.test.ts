import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-outage";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection due to crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["08006", "connection failure"],
    ["08001", "could not connect"],
    ["ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"],
    ["ECONNRESET", "read ECONNRESET"],
  ])("knows code %s as an outage", (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Query read timeout",
    "Client has encountered a connection error and is not queryable",
  ])("knows the pool's message %j as an outage", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("looks through Drizzle's query error and an AggregateError of addresses", () => {
    const refused = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode("57P01") }))).toBe(true);
  });

  it.each([
    ["23505", "duplicate key value violates unique constraint"],
    ["42P01", "relation does not exist"],
    ["40001", "could not serialize access"],
    ["57014", "canceling statement due to statement timeout"],
  ])("leaves %s (a fault of the request or the code) to the 500 path", (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode(code, message) }))).toBe(false);
  });

  it("is false for what is not an error", () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});

describe("reportDatabaseFailure", () => {
  it("names the database as degraded for a few seconds after a request it failed", async () => {
    const { reportDatabaseFailure, databaseFailuresPart } = await import("./database-outage");
    const { degradedReasons, failureShownMs, reportDegraded } = await import("./degraded");
    const at = new Date();
    reportDatabaseFailure(at);
    const named = (now: number) => degradedReasons(now).filter((r) => r.startsWith("The database dropped"));
    expect(named(at.getTime())).toEqual([`The database dropped or did not answer a request at ${at.toISOString()}.`]);
    expect(named(at.getTime() + failureShownMs + 1)).toEqual([]);
    reportDegraded(databaseFailuresPart, undefined);
  });
});
