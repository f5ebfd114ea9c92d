import { isStorableId, isStorableText } from "@frontdesk/lib/domain/storable-text";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PlatformError } from "./errors";
import {
  bodyProp,
  findBodyProblem,
  JsonFields,
  lookupPath,
  parseDigitsId,
  parseNineDigitId,
  queryValues,
  isInt32,
  maxBodyDepth,
  parseDateTime,
  parseId,
  parseMemberIdSegment,
  parseWith,
  queryFlag,
  queryObject,
  queryValue,
  readCappedBytes,
  decodeUtf8,
} from "./input";

const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe("the input rules (http/input.ts)", () => {
  it("int32 and ids: positive, digits only, within int32", () => {
    expect(isInt32(2_147_483_647)).toBe(true);
    expect(isInt32(2_147_483_648)).toBe(false);
    expect(isInt32(-2_147_483_648)).toBe(true);
    expect(isInt32(-2_147_483_649)).toBe(false);
    expect(isInt32(1.5)).toBe(false);
    expect(parseId("2147483647")).toBe(2_147_483_647);
    expect(parseId("2147483648")).toBeUndefined();
    expect(parseId(" +12 ")).toBe(12);
    for (const bad of ["0", "-1", "1e3", "0x10", "", "12a", undefined, null]) expect(parseId(bad)).toBeUndefined();
  });

  it("member ids are positive int32 in plain digits", () => {
    expect(parseMemberIdSegment("999999999")).toBe(999_999_999);
    expect(parseMemberIdSegment("1234567890")).toBe(1_234_567_890);
    expect(parseMemberIdSegment("2147483647")).toBe(2_147_483_647);
    for (const bad of ["2147483648", "99999999999", "0", "-1", "+5", " 5", "abc", ""])
      expect(parseMemberIdSegment(bad)).toBeUndefined();
  });

  it("path ids the endpoint looks up itself: read by the given rule, kept as sent", async () => {
    expect(parseDigitsId("2147483647")).toBe(2_147_483_647);
    for (const bad of ["+1", " 1", "2147483648", "0", "", undefined]) expect(parseDigitsId(bad)).toBeUndefined();
    expect(parseNineDigitId("123456789")).toBe(123_456_789);
    expect(parseNineDigitId("1234567890")).toBeUndefined();
    const path = lookupPath(["id", "versionId"]);
    expect(await path.parse({ id: " 7 ", versionId: "x" })).toEqual({
      id: { id: 7, raw: " 7 " },
      versionId: { id: undefined, raw: "x" },
    });
    expect(await lookupPath(["id"], parseDigitsId).parse({ id: "+7" })).toEqual({ id: { id: undefined, raw: "+7" } });
  });

  it("reads every value of a repeatable query name, in any case", () => {
    expect(queryValues(new URLSearchParams("ids=1&IDS=2,3&other=4&Ids="), "ids")).toEqual(["1", "2,3", ""]);
  });

  it("reads body names in any case: bodyProp the exact name first, JsonFields the last one sent", () => {
    const body = { SortOrder: 1, sortOrder: 2, SORTORDER: 3 };
    expect(bodyProp(body, "sortOrder")).toBe(2);
    expect(bodyProp(body, "sortorder")).toBe(1);
    expect(bodyProp([1], "0")).toBeUndefined();
    expect(bodyProp(undefined, "x")).toBeUndefined();
    const fields = new JsonFields(body);
    expect(fields.get("sortorder")).toBe(3);
    expect(fields.has("SortOrder")).toBe(true);
    expect(fields.has("description")).toBe(false);
  });

  it("reads query values case-insensitively, trimmed, with empty meaning omitted", () => {
    const query = new URLSearchParams("MEMBERID=12&dateFrom=&flag=TRUE&Other=%20x%20");
    expect(queryValue(query, "memberId")).toBe("12");
    expect(queryValue(query, "DateFrom")).toBeUndefined();
    expect(queryFlag(query, "Flag")).toBe(true);
    expect(queryFlag(query, "missing")).toBe(false);
    expect(queryObject(query, ["memberId", "dateFrom", "other"])).toEqual({ memberId: "12", other: "x" });
  });

  it("parses ISO dates and refuses rolled-over ones", () => {
    expect(parseDateTime("2025-02-28T10:00:00Z")?.toISOString()).toBe("2025-02-28T10:00:00.000Z");
    expect(parseDateTime("2025-02-28T10:00:00+0100")?.toISOString()).toBe("2025-02-28T09:00:00.000Z");
    expect(parseDateTime("2025-02-28")?.toISOString()).toBe("2025-02-28T00:00:00.000Z");
    for (const bad of ["2025-02-30", "2025-13-01", "2025-01-01T24:00:00", "yesterday", ""])
      expect(parseDateTime(bad)).toBeUndefined();
  });

  it("text: refuses NUL, control characters and unpaired surrogates; keeps tab, newlines and paired surrogates", () => {
    expect(isStorableText("line 1\nline 2\r\n\tindented 😀 é")).toBe(true);
    for (const bad of ["a\u0000b", "\u0001", "\u001b[0m", "x\uD800", "\uDC00y", "\uDBFF\uDBFF\uDC00\uDC00x\uDC00"])
      expect(isStorableText(bad)).toBe(false);
    expect(isStorableId("ABC-1_2")).toBe(true);
    for (const bad of ["a\tb", "a\nb", "\u007f", "a\u0000"]) expect(isStorableId(bad)).toBe(false);
  });

  it("names the first body value that may not go further, with a PascalCase path", () => {
    expect(findBodyProblem({ name: "ok", list: [1, "two", { deep: true }] })).toBeUndefined();
    expect(findBodyProblem({ address1: { addressLine1: "a\u0000" } })).toEqual({
      field: "Address1.AddressLine1",
      message: expect.stringContaining("Address1.AddressLine1 contains a character that is not allowed"),
    });
    expect(findBodyProblem({ options: [{ description: "\uD800" }] })?.field).toBe("Options.[0].Description");
    expect(findBodyProblem({ ["bad\u0000key"]: 1 })?.message).toContain("A property name");
    expect(findBodyProblem(nested(maxBodyDepth))).toBeUndefined();
    expect(findBodyProblem(nested(maxBodyDepth + 1))?.message).toContain("nested too deeply");
    expect(findBodyProblem(nested(5000))?.message).toContain("nested too deeply");
  });

  it("reads a body up to the limit, refuses a larger one and bytes that are not UTF-8", async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request("http://x/", { method: "POST", body, headers });
    const text = async (body: BodyInit, headers?: Record<string, string>) => {
      const bytes = await readCappedBytes(post(body, headers), 10);
      return bytes && decodeUtf8(bytes);
    };
    expect(await text("héllo")).toBe("héllo");
    expect(await text("x".repeat(11))).toBeUndefined();
    expect(await text("x", { "content-length": "99" })).toBeUndefined();
    expect(await text(new Uint8Array([0x61, 0xc0, 0x80]))).toBeUndefined();
  });

  it("renders a zod failure in each body kind", () => {
    const schema = z.object({
      code: z.string({ error: "Code is required." }),
      options: z.array(z.object({ description: z.string().max(2, { error: "too long" }) })),
    });
    const fail = (kind: "text" | "problem" | "modelState") => {
      try {
        parseWith(schema, kind, { options: [{ description: "long" }] });
      } catch (error) {
        return error as PlatformError;
      }
      throw new Error("expected a failure");
    };
    expect(fail("text")).toMatchObject({ status: 400, kind: "text", message: "Code is required." });
    expect(fail("problem").body).toEqual({
      Code: ["Code is required."],
      "Options.[0].Description": ["Description too long"],
    });
    expect(fail("modelState").body).toEqual({ Code: ["Code is required."], Description: ["too long"] });
  });
});
