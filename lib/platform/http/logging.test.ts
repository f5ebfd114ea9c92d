import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, database, fixtures } from "../testing";
import { createMember, memberToken } from "../members/test-members";
import { logger } from "./app";
import { onLogLine } from "./logging";

/**
 * A failing database write (a trigger refuses rows of one test member) must leave no request
 * value in the logs: only route, status, error class, SQL error code and request id.
 */
describe("logs of a failing database write", () => {
  let memberId: number;
  const lines: string[] = [];
  let stop = () => {};
  const level = logger.level;

  beforeAll(async () => {
    memberId = await createMember();
    const db = await database();
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_log_test_rows() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused for the log test' USING ERRCODE = '23514'; END $$ LANGUAGE plpgsql`),
    );
    for (const table of ["member_addresses", "member_medical_conditions"]) {
      await db.execute(
        sql.raw(
          `CREATE TRIGGER log_test_refusal BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW WHEN (NEW.member_id = ${memberId}) EXECUTE FUNCTION refuse_log_test_rows()`,
        ),
      );
    }
    logger.level = "info";
    stop = onLogLine((line) => lines.push(line));
  });

  afterAll(async () => {
    stop();
    logger.level = level;
    const db = await database();
    for (const table of ["member_addresses", "member_medical_conditions"])
      await db.execute(sql.raw(`DROP TRIGGER IF EXISTS log_test_refusal ON ${table}`));
  });

  it("logs the route, status, error class, SQL code and request id, and no address value", async () => {
    const secret = { addressLine1: "17 Secretive Lane", townCity: "Hiddenham", postalCode: "ZZ9 9ZZ", isPrimary: true };
    const response = await call("PUT", `/api/members/${memberId}/addresses`, {
      token: await memberToken(memberId),
      body: { address1: secret },
      headers: { "X-Request-Id": "log-test-addresses" },
    });
    expect(response.status).toBe(500);
    const logged = lines.filter((l) => l.includes("log-test-addresses"));
    const failure = logged.map((l) => JSON.parse(l)).find((entry) => entry.msg === "unhandled failure");
    expect(failure).toMatchObject({
      requestId: "log-test-addresses",
      route: "PUT /api/members/:memberId/addresses",
      status: 500,
      sqlCode: "23514",
    });
    expect(typeof failure.errorClass).toBe("string");
    for (const value of [
      ...Object.values(secret).filter((v) => typeof v === "string"),
      "refused for the log test",
      "Bearer",
    ]) {
      expect(logged.join("\n")).not.toContain(value);
    }
  });

  it("logs no medical note", async () => {
    const note = "Confidential: allergic to the log file";
    const response = await call("POST", `/api/members/${memberId}/medical-details`, {
      token: await memberToken(memberId),
      body: { medicalConditionTypeId: fixtures.medicalConditionTypes.activeId, medicalNote: note },
      headers: { "X-Request-Id": "log-test-medical" },
    });
    expect(response.status).toBe(500);
    const logged = lines.filter((l) => l.includes("log-test-medical")).join("\n");
    expect(logged).toContain("unhandled failure");
    expect(logged).not.toContain("allergic");
  });
});
