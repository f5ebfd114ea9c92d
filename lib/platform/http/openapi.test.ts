import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Ajv2020 } from "ajv/dist/2020.js";
import { allRoutes } from "../routes";
import { buildOpenApiDocument } from "./openapi";
import { responseChecker } from "./openapi-check";
import { PlatformError, renderError } from "./errors";
import { answers, type RouteSpec } from "./route";

type Operation = {
  operationId: string;
  tags: string[];
  requestBody?: { content: Record<string, { schema: object; example: unknown }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  security: unknown[];
};
const specs = allRoutes.map((r) => r.spec);
const doc = buildOpenApiDocument(specs);
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method, op: op as Operation })),
);

describe("the OpenAPI document", () => {
  it("names every operation once, tags each with a declared tag, and serves no trailing-slash or duplicate path", () => {
    expect(operations.length).toBe(specs.length - 1);
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("getMembersByMemberIdConsent");
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const { op } of operations) expect(op.tags.every((t) => declared.has(t))).toBe(true);
    expect(doc.tags.every((t) => t.description.length > 0)).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => p.endsWith("/"))).toEqual([]);
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{\w+\}/g, "{}"));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it("declares the gate's answers on every operation that needs a token, 429 with Retry-After", () => {
    for (const { path, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "413", "500"]));
      if (op.security.length === 0) continue;
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["401", "403", "429"]));
      expect(op.responses["429"].headers).toHaveProperty("Retry-After");
    }
  });

  it("gives every request body an example its schema accepts", () => {
    const ajv = new Ajv2020({ strict: false });
    for (const { path, method, op } of operations)
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        expect(media.example, `${method} ${path}`).toBeDefined();
        expect(ajv.validate(media.schema, media.example), `${method} ${path}: ${ajv.errorsText()}`).toBe(true);
      }
  });

  it("marks int32 integers and member ids as positive int32", () => {
    const consent = doc.paths["/api/members/{memberId}/consent"].get as { parameters: { schema: object }[] };
    expect(consent.parameters[0].schema).toEqual({
      type: "integer",
      format: "int32",
      exclusiveMinimum: 0,
      maximum: 2147483647,
    });
  });
});

describe("the response check of the test harness", () => {
  const spec: RouteSpec = {
    method: "post",
    path: "/api/things/:id",
    summary: "A thing",
    tags: ["Integrators"],
    errorKind: "modelState",
    input: { params: z.object({ id: z.int32() }), body: z.object({ name: z.string() }) },
    responses: {
      200: { description: "The thing", schema: z.object({ name: z.string() }) },
      409: { description: "Clash", kind: "text" },
    },
  };
  const { check, checked } = responseChecker([spec]);
  const url = new URL("http://localhost/platform/api/things/7");
  const error = (e: PlatformError) => renderError(e, "trace");
  const json = (body: unknown, status = 200) => answers.answer(status, body);
  const text = (body: string) => new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
  const limited = (headers: Record<string, string>) =>
    new Response("Rate limit exceeded. Try again later.", {
      status: 429,
      headers: { "content-type": "text/plain; charset=utf-8", ...headers },
    });

  it("passes what the document declares, and counts each response it checked", async () => {
    const before = checked();
    await expect(check("POST", url, json({ name: "x" }))).resolves.toBeUndefined();
    await expect(check("POST", url, error(PlatformError.text(409, "Clash")))).resolves.toBeUndefined();
    await expect(
      check("POST", url, error(PlatformError.modelState(400, { Name: ["Name is required."] }))),
    ).resolves.toBeUndefined();
    await expect(check("POST", url, error(PlatformError.empty(403)))).resolves.toBeUndefined();
    await expect(check("POST", url, limited({ "Retry-After": "5" }))).resolves.toBeUndefined();
    // a check that returned early (an undocumented path) would pass without looking: each was checked
    expect(checked() - before).toBe(5);
  });

  it("fails a status, content type, body or header the document does not declare", async () => {
    await expect(check("POST", url, json({ name: "x" }, 201))).rejects.toThrow(/status 201 is not declared/);
    await expect(check("POST", url, json({ name: 1 }))).rejects.toThrow(/does not match its schema/);
    await expect(check("POST", url, text("x"))).rejects.toThrow(/text\/plain is not declared/);
    await expect(check("POST", url, error(PlatformError.text(400, "x")))).rejects.toThrow(/not declared/);
    await expect(check("POST", url, error(PlatformError.empty(409)))).rejects.toThrow(/no body/);
    await expect(check("POST", url, limited({}))).rejects.toThrow(/Retry-After/);
    await expect(check("GET", url, json({ name: "x" }))).rejects.toThrow(/no documented operation/);
  });
});
