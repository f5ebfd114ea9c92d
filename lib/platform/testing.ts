/**
 * Integration-test helpers: real requests through the platform's fetch handler on a real
 * database (in-memory PGlite, or PostgreSQL with DATABASE_URL). No mocks of the platform.
 */
import { writeFileSync } from "node:fs";
import { expect } from "vitest";
import { getPlatform } from "./index";
import { issueToken, type TokenOptions } from "./http/tokens";
import { fixturesManifest } from "./seed";
import { allRoutes } from "./routes";
import { responseChecker } from "./http/openapi-check";

export const base = "http://localhost/platform";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifest is JSON whose keys each area adds
export const fixtures = fixturesManifest() as Record<string, any>;

/** Every response a test receives is checked against the OpenAPI document (status, content type, body). */
const document = responseChecker(allRoutes.map((r) => r.spec));
/** OPENAPI_CHECKED_FILE names a file that keeps how many responses were checked (for reports). */
const countFile = process.env.OPENAPI_CHECKED_FILE;

export const token = (options: TokenOptions = {}) => issueToken(options);

interface CallOptions {
  token?: string;
  body?: unknown;
  /** a raw body string sent as is (malformed JSON and the like) */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Sends one request to the embedded platform, e.g. call("GET", "/api/members/1001/consent", { token }). */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  await getPlatform().database; // migrated and seeded before the first request
  const headers: Record<string, string> = { "X-Use-SSO": "true", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const request = new Request(`${base}${path}`, { method, headers, body });
  const response = await getPlatform().handle(request);
  await document.check(method.toUpperCase(), new URL(request.url), response);
  if (countFile) writeFileSync(countFile, String(document.checked()));
  return response;
}

/** The database the platform uses, for arranging and checking state. */
export const database = async () => (await getPlatform().database).db;

export async function expectText(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(message);
}

export async function expectEmpty(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(await response.text()).toBe("");
}

export async function expectProblem(response: Response, status: number, field: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = await response.json();
  expect(body.errors[field]).toContain(message);
  return body;
}

export async function expectModelState(response: Response, status: number, field: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body[field]).toContain(message);
  return body;
}

/**
 * The gate every route shares: 401 with no, forged or expired token; 403 with a token holding
 * none of the listed products and features.
 */
export async function expectGate(method: string, path: string, body?: unknown) {
  expect((await call(method, path, { body })).status).toBe(401);
  const forged =
    (await token({ products: ["FOH", "CONSUMER", "ADMIN"], features: ["FOHGENERIC", "ADMIN", "PROSPECTS"] })).slice(
      0,
      -4,
    ) + "AAAA";
  expect((await call(method, path, { token: forged, body })).status).toBe(401);
  const expired = await token({
    products: ["FOH", "CONSUMER", "ADMIN"],
    features: ["FOHGENERIC", "ADMIN", "PROSPECTS"],
    expiresIn: -3600,
  });
  expect((await call(method, path, { token: expired, body })).status).toBe(401);
  const unrelated = await token({ products: ["NONE"], features: ["NONE"], memberId: fixtures.members.guardian });
  expect((await call(method, path, { token: unrelated, body })).status).toBe(403);
}
