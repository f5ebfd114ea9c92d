/**
 * Property: for EVERY platform write route (the route table, so a new route is covered at once),
 * requests carrying bad values generated from the route's own declared schema — wrong types, NUL,
 * unpaired surrogates, int32 just past its edges, over-long strings, deep nesting, a huge body, bad
 * path values — never answer 500, answer in a well-formed body kind (the wrapper's own input
 * failures in the route's errorKind), and change no row of the database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { ZodType } from "zod";
import { allRoutes } from "./routes";
import { call, database, fixtures, token } from "./testing";
import type { RouteSpec } from "./http/route";
import { maxBodyBytes } from "./http/input";

const writes = allRoutes.filter((r) => r.spec.method !== "get" && r.spec.auth !== false);
const runsPerRoute = 10;
/** Fixed, so the shared suite is repeatable; change it locally to explore further. */
const seed = 2026;

/** The body schema a route declares (the wrapper's schema, or the one documenting its parse function). */
function bodySchema(spec: RouteSpec): ZodType | undefined {
  const declared = spec.input?.body;
  return declared instanceof ZodType ? declared : declared?.schema;
}

type Def = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  options?: ZodType[];
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strips wrappers (optional, nullable, default, pipes, transforms) down to the type that is checked. */
function core(schema: ZodType): ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else break;
  }
  return current;
}

/** Arrays and objects nested depth levels deep (printed short in a counterexample: fast-check's printer recurses). */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 2) value = { a: [value] };
  Object.defineProperty(value, fc.toStringMethod, { value: () => `nested(${depth})`, enumerable: false });
  return value;
};

const nul = fc.string({ maxLength: 5 }).map((s) => `${s}\u0000${s}`);
const loneSurrogate = fc.constantFrom("\uD800", "a\uDFFFb", "\uDBFFx");
const controlChar = fc.constantFrom("a\u0001b", "\u001b[31m", "x\u0008");
const int32Outside = fc.constantFrom(2_147_483_648, -2_147_483_649, 2 ** 53, 1e20);
const badText = fc.oneof(nul, loneSurrogate, controlChar);

/** A value the schema must refuse. */
function badValueFor(schema: ZodType): fc.Arbitrary<unknown> {
  const inner = core(schema);
  const def = defOf(inner);
  const wrongType = fc.constantFrom<unknown>({}, [], true, "text", 12.5);
  const deep = fc.constant(nested(200));
  switch (def.type) {
    case "string": {
      const max = (inner as unknown as { maxLength?: number | null }).maxLength;
      const tooLong = max ? [fc.constant("x".repeat(max + 1))] : [];
      return fc.oneof(
        { arbitrary: badText, weight: 4 },
        { arbitrary: fc.constantFrom<unknown>(12, true, [], {}), weight: 1 },
        { arbitrary: deep, weight: 1 },
        ...tooLong.map((arbitrary) => ({ arbitrary, weight: 2 })),
      );
    }
    case "number":
    case "int":
      // a plain number (a percentage, a price) has no int32 edge: only the wrong types are bad
      if (!(inner as unknown as { isInt?: boolean }).isInt)
        return fc.oneof(fc.constantFrom<unknown>("12", true, [], {}), deep);
      return fc.oneof(
        { arbitrary: int32Outside, weight: 4 },
        { arbitrary: fc.constantFrom<unknown>("12", true, [], {}, 1.5), weight: 1 },
        { arbitrary: deep, weight: 1 },
      );
    case "boolean":
      return fc.oneof(fc.constantFrom<unknown>("true", 1, [], {}), badText);
    case "array":
      return fc.oneof(def.element ? badValueFor(def.element).map((v) => [v]) : badText.map((v) => [v]), badText, deep);
    case "object":
      return fc.oneof(
        badObjectFor(inner),
        wrongType.filter((v) => typeof v !== "object" || Array.isArray(v)),
        deep,
      );
    default:
      return fc.oneof(badText, deep, int32Outside);
  }
}

/** An object whose fields are all bad (optional ones sometimes left out), at least one present. */
function badObjectFor(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const shape = schema ? defOf(core(schema)).shape : undefined;
  if (!shape || Object.keys(shape).length === 0) return fc.record({ anything: badText });
  const entries = Object.entries(shape);
  return fc
    .tuple(
      fc.tuple(...entries.map(([, field]) => fc.option(badValueFor(field), { nil: undefined, freq: 4 }))),
      badValueFor(entries[0][1]),
    )
    .map(([values, forcedValue]) => {
      const body: Record<string, unknown> = {};
      entries.forEach(([key], i) => {
        if ((values as unknown[])[i] !== undefined) body[key] = (values as unknown[])[i];
      });
      if (Object.keys(body).length === 0) body[entries[0][0]] = forcedValue;
      return body;
    });
}

/** A body nested depth levels deep, sent as raw text (JSON.stringify would overflow the test's own stack). */
class DeepBody {
  constructor(readonly depth: number) {}
  get text() {
    return `${'{"a":['.repeat(this.depth / 2)}1${"]}".repeat(this.depth / 2)}`;
  }
  [fc.toStringMethod]() {
    return `DeepBody(${this.depth})`;
  }
}

/** A plausible value for a schema (the first enum option, 1, true, "1"), so one bad field can reach the rules behind the schema. */
function plausibleValueFor(schema: ZodType, name = ""): unknown {
  const def = defOf(core(schema)) as Def & { entries?: Record<string, unknown>; values?: unknown[] };
  switch (def.type) {
    case "string":
      return /date/i.test(name) ? "2031-03-04T10:00:00Z" : "1";
    case "number":
    case "int":
      return 1;
    case "boolean":
      return true;
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "array":
      return def.element ? [plausibleValueFor(def.element, name)] : [];
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, plausibleValueFor(field, key)]),
      );
    case "union":
      return def.options?.length ? plausibleValueFor(def.options[0], name) : "1";
    default:
      return "1";
  }
}

/** A plausible body with exactly one bad field, so the bad value is the only thing wrong with it. */
function oneBadFieldFor(schema: ZodType | undefined): fc.Arbitrary<unknown> | undefined {
  const shape = schema ? defOf(core(schema)).shape : undefined;
  if (!shape || Object.keys(shape).length === 0) return undefined;
  const base = plausibleValueFor(schema!) as Record<string, unknown>;
  return fc.oneof(
    ...Object.entries(shape).map(([key, field]) => badValueFor(field).map((bad) => ({ ...base, [key]: bad }))),
  );
}

/** A bad whole body: one bad field in a plausible body, all fields bad, the wrong JSON type, or nesting far past the limit. */
const badBodyFor = (schema: ZodType | undefined) => {
  const oneBad = oneBadFieldFor(schema);
  return fc.oneof(
    ...(oneBad ? [{ arbitrary: oneBad, weight: 8 }] : []),
    { arbitrary: badObjectFor(schema), weight: 3 },
    { arbitrary: fc.constantFrom<unknown>([], "text", 7, new DeepBody(5000)), weight: 1 },
  );
};

/** Path values: each parameter a plausible value, or a bad one for one of them. */
const goodParam = (name: string) =>
  /member/i.test(name)
    ? String(fixtures.members.guardian)
    : name === "scheduleId"
      ? "00000000-0000-0000-0000-000000000001"
      : "1";
const badParam = fc.constantFrom(
  "a%00b",
  "%2500",
  "1000000000",
  "2147483648",
  "-1",
  "%ED%A0%80",
  "x%01y",
  "%25E0%25A4%25A",
);

function pathOf(spec: RouteSpec, bad: { index: number; value: string } | undefined) {
  let i = 0;
  return spec.path.replace(/:(\w+)/g, (_, name: string) =>
    bad && i++ === bad.index ? bad.value : encodeURIComponent(goodParam(name)),
  );
}

/** A digest of every row of every table: equal before and after means nothing was written. */
async function databaseDigest(): Promise<string> {
  const db = await database();
  const tables = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = tables.rows.map(
    (t) =>
      sql`SELECT ${t.table_name} AS t, md5(coalesce(string_agg(md5(x::text), ',' ORDER BY md5(x::text)), '')) AS d FROM ${sql.identifier(t.table_name)} x`,
  );
  const result = (await db.execute(sql.join(parts, sql` UNION ALL `))) as unknown as {
    rows: { t: string; d: string }[];
  };
  // a UNION ALL's rows come in no promised order (PostgreSQL may run its branches in parallel)
  return result.rows
    .map((r) => `${r.t}:${r.d}`)
    .sort()
    .join("\n");
}

/** The response is well-formed for its content type; the wrapper's own input failures are in the route's errorKind. */
async function expectWellFormed(spec: RouteSpec, response: Response, context: string) {
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (text === "") return;
  if (/^application\/problem\+json/.test(type)) {
    expect(JSON.parse(text), context).toHaveProperty("errors");
  } else if (/^application\/json/.test(type)) {
    expect(() => JSON.parse(text), context).not.toThrow();
  } else {
    expect(type, context).toMatch(/^text\/plain/);
  }
  const own =
    /contains a character that is not allowed|nested too deeply|larger than the limit|not valid UTF-8|not valid JSON/.test(
      text,
    );
  if (own) {
    const kind = spec.errorKind ?? "text";
    const expected =
      kind === "problem"
        ? /^application\/problem\+json/
        : kind === "modelState"
          ? /^application\/json/
          : /^text\/plain/;
    expect(type, `${context}: the wrapper's failure in the route's body kind`).toMatch(expected);
  }
}

// the shared database starts (migrated and seeded) under the hook timeout, not a test's
beforeAll(async () => {
  await database();
});

describe("bad input on every platform write route", () => {
  it("has write routes to check", () => expect(writes.length).toBeGreaterThan(20));

  for (const { spec } of writes) {
    const method = spec.method.toUpperCase();
    const paramCount = (spec.path.match(/:\w+/g) ?? []).length;
    it(`${method} ${spec.path}: never 500, a well-formed body kind, no row changed`, async () => {
      const caller = await token({
        sub: "input-property",
        products: ["FOH", "CONSUMER", "INTEGRATIONS", "ADMIN"],
        features: [
          "FOHGENERIC",
          "ONLINEBOOK",
          "ONLINEJOIN",
          "ADMIN",
          "PROSPECTS",
          "BOOKINGDISCOUNTS",
          "DATAHUB",
          "TRP",
        ],
        permissions: ["cr.co"],
        scope: "api",
        memberId: fixtures.members.guardian,
      });
      const schema = bodySchema(spec);
      const before = await databaseDigest();
      const send = async (path: string, options: { body?: unknown; rawBody?: string }) => {
        const response = await call(method, path, { token: caller, ...options });
        const context = `${method} ${path} ${options.rawBody ? `(${options.rawBody.length} characters)` : JSON.stringify(options.body)?.slice(0, 300)}`;
        expect(response.status, context).toBeGreaterThanOrEqual(400);
        expect(response.status, context).toBeLessThan(500);
        await expectWellFormed(spec, response, context);
        return response;
      };

      // a huge body: 413 before anything is parsed, in the route's body kind
      const huge = await send(pathOf(spec, undefined), {
        rawBody: JSON.stringify({ text: "x".repeat(maxBodyBytes()) }),
      });
      expect(huge.status).toBe(413);

      // a route that takes no body can only be given bad path values
      const badPath = fc.record({ index: fc.nat(Math.max(paramCount - 1, 0)), value: badParam });
      const pathValue = !paramCount
        ? fc.constant(undefined)
        : schema
          ? fc.option(badPath, { nil: undefined })
          : badPath;
      if (schema || paramCount) {
        await fc.assert(
          fc.asyncProperty(pathValue, badBodyFor(schema), async (bad, body) => {
            await send(pathOf(spec, bad), body instanceof DeepBody ? { rawBody: body.text } : { body });
          }),
          { numRuns: runsPerRoute, seed },
        );
      }
      // bad path values alone, with an otherwise empty body
      if (paramCount) {
        await fc.assert(
          fc.asyncProperty(fc.nat(paramCount - 1), badParam, async (index, value) => {
            const response = await call(method, pathOf(spec, { index, value }), { token: caller, body: {} });
            expect(response.status, `${method} ${pathOf(spec, { index, value })}`).toBeLessThan(500);
            await expectWellFormed(spec, response, `${method} ${pathOf(spec, { index, value })}`);
          }),
          { numRuns: runsPerRoute, seed },
        );
      }
      expect(await databaseDigest(), "no row changed").toBe(before);
    }, 180_000);
  }
});
