import { describe, expect, it } from "vitest";
import { describeFailure, failureFields } from "./failure-fields";

describe("a failure in a log line", () => {
  it("says its class, SQL error code and where it was thrown, never the query, its parameters or the message", () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    class DrizzleQueryError extends Error {}
    const failure = new DrizzleQueryError(
      'Failed query: insert into "frontdesk"."legal_holds" ("member_id", "reason") values ($1, $2)\nparams: 2240,Claim of Ada Lovelace',
      { cause: driver },
    );
    expect(failureFields(failure)).toEqual({ errorClass: "DrizzleQueryError", sqlCode: "22021" });
    const line = describeFailure(failure);
    expect(line).toMatch(/^DrizzleQueryError \(SQLSTATE 22021\) at .*failure-fields\.test\.ts/);
    for (const secret of ["2240", "Ada Lovelace", "legal_holds", "UTF8"]) expect(line).not.toContain(secret);
  });
});
