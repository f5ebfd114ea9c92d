/**
 * The integrator's example (examples/platform-client) runs against the embedded platform over real
 * HTTP, through the client generated from the OpenAPI document; the generated types must be current.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRequestListener } from "@hono/node-server";
import { getPlatform } from "../index";
import { allRoutes } from "../routes";
import { database, token } from "../testing";
import { clientTypesOf } from "./openapi-client-types";
import { runExample } from "@/examples/platform-client/example";

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  await database();
  server = http.createServer(getRequestListener((request) => getPlatform().handle(request)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the generated client example", () => {
  it("gets a token, lists sites, updates a cost centre, and reads a 400 and a 429", async () => {
    const admin = await token({ products: ["ADMIN"], features: ["ADMIN"] });
    const lines: string[] = [];
    const result = await runExample(baseUrl, admin, (line) => lines.push(line));
    expect(result.sites.length).toBeGreaterThan(0);
    expect(Object.values(result.invalid).flat().join(" ")).toMatch(/255/);
    expect(result.retryAfter).toBeGreaterThanOrEqual(1);
    const centres = await (
      await fetch(`${baseUrl}/api/configuration/cost-centres`, {
        headers: { Authorization: `Bearer ${await token({ products: ["FOH"], features: ["FOHGENERIC"] })}` },
      })
    ).json();
    expect(centres).toContainEqual(expect.objectContaining(result.costCentre));
    expect(lines.at(-1)).toMatch(/^429: try again in \d+ s$/);
  });

  it("uses types generated from the current document (npx tsx --conditions=react-server scripts/openapi-client-types.ts)", async () => {
    const committed = readFileSync("examples/platform-client/platform-api.d.ts", "utf8");
    expect(committed === (await clientTypesOf(allRoutes.map((r) => r.spec)))).toBe(true);
  });
});
