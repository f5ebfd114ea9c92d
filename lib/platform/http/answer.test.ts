import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operation } from "./operation";
import { answers, route } from "./route";

/**
 * A handler answers only what its declaration allows: `npx tsc --noEmit` checks this file (each
 * `@ts-expect-error` fails the type check when its line compiles), vitest runs the rest.
 */
const declared = operation({
  method: "post",
  path: "/api/things/:id",
  summary: "A thing",
  tags: ["Integrators"],
  responses: {
    200: { description: "The thing", schema: z.object({ name: z.string(), count: z.int32().default(0) }) },
    201: { description: "Created: the thing's id", schema: z.int32() },
    204: { description: "Nothing to say" },
    409: { description: "Clash", kind: "text" },
    422: { description: "The full result", schema: z.object({ errors: z.array(z.string()) }) },
  },
});

describe("a handler's answer", () => {
  it("is typed by the route's declared responses", () => {
    const thing = route(declared, (ctx) => {
      if (ctx.url.search === "?body") {
        // @ts-expect-error a body the declared schema does not allow
        return ctx.answer(200, { name: 1, count: 0 });
      }
      if (ctx.url.search === "?status") {
        // @ts-expect-error a status the route does not declare
        return ctx.answer(202, { name: "x", count: 0 });
      }
      if (ctx.url.search === "?other") {
        // @ts-expect-error another declared status's body
        return ctx.answer(201, { name: "x", count: 0 });
      }
      if (ctx.url.search === "?failure") {
        // @ts-expect-error a failure is thrown (PlatformError), never answered
        return ctx.answer(422, { errors: [] });
      }
      if (ctx.url.search === "?default") {
        // @ts-expect-error the body as the document shows it: a field with a default is still sent
        return ctx.answer(200, { name: "x" });
      }
      if (ctx.url.search === "?empty") {
        // @ts-expect-error a status declared with a body is not answered empty
        return ctx.empty(200);
      }
      if (ctx.url.search === "?none") {
        // @ts-expect-error a status declared without a body has none
        return ctx.answer(204, {});
      }
      if (ctx.url.search === "?created") return ctx.answer(201, 7);
      if (ctx.url.search === "?nothing") return ctx.empty(204);
      return ctx.answer(200, { name: "x", count: 1 });
    });
    // @ts-expect-error a handler returns only what ctx.answer or ctx.empty built, never a raw Response
    const raw = route(declared, () => new Response(JSON.stringify({ name: 1 })));
    expect([thing.spec, raw.spec]).toEqual([declared, declared]);
  });

  it("is JSON in UTF-8 with the given status and headers, or no body", async () => {
    const answered = answers.answer(201, { name: "Zoë" }, { headers: { Location: "/things/7" } });
    expect(answered.status).toBe(201);
    expect(answered.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answered.headers.get("location")).toBe("/things/7");
    expect(await answered.text()).toBe('{"name":"Zoë"}');
    const empty = answers.empty(204);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
  });

  it("writes the named numbers with their fixed decimal places, and nothing else", async () => {
    const body = {
      data: [
        { price: 12.5, count: 3, note: "12.5" },
        { price: -3, count: 2.5, note: "x" },
      ],
    };
    const answered = answers.answer(200, body, { fixed: { price: 2 } });
    const text = await answered.text();
    expect(text).toBe('{"data":[{"price":12.50,"count":3,"note":"12.5"},{"price":-3.00,"count":2.5,"note":"x"}]}');
    expect(JSON.parse(text)).toEqual(body);
  });
});
