import type { ZodType } from "zod";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import type { Claims } from "./tokens";
import type { BodyKind } from "./errors";

export type Method = "get" | "post" | "put" | "delete" | "patch";

export interface RouteContext {
  req: Request;
  url: URL;
  db: Database;
  /** the verified token's claims (an empty claim set on public routes) */
  claims: Claims;
  params: Record<string, string>;
  query: URLSearchParams;
  /** the path memberId, parsed, on member-scoped routes */
  memberId: number;
  requestId: string;
  log: Logger;
  /** The JSON body: undefined when the body is empty; a malformed body fails with 400 in the route's body kind. */
  body(): Promise<unknown>;
}

export interface RouteSpec {
  method: Method;
  /** Hono path syntax relative to {base_url}, e.g. /api/members/:memberId/consent */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** false: no token needed (health, token endpoint) */
  auth?: boolean;
  /** Holding any one listed product or feature is enough (Conventions 4); empty products = not restricted. */
  products?: string[];
  features?: string[];
  /** Features that must also be held, refused with "requires Module X to be enabled" (BOOKINGDISCOUNTS). */
  modules?: string[];
  /** An endpoint-specific claims rule replacing products/features (mobile-app identifiers). */
  authorize?: (claims: Claims) => boolean;
  /** The path memberId must be the token's member or a linked member (Authentication §3). */
  memberScoped?: boolean;
  /** Body kind of this endpoint's failures that the wrapper itself raises (bad JSON). Default text. */
  errorKind?: BodyKind;
  /** Body kind of the 403 for missing products/features. Default empty. */
  forbiddenKind?: "empty" | "text";
  request?: { params?: ZodType; query?: ZodType; body?: ZodType };
  responses: Record<number, { description: string; schema?: ZodType; contentType?: string }>;
}

export type Handler = (ctx: RouteContext) => Promise<Response> | Response;

export interface RouteDef {
  spec: RouteSpec;
  handler: Handler;
}

/** Declares a platform operation: the wrapper (http/app.ts) owns auth, parsing, failure bodies and logs. */
export function route(spec: RouteSpec, handler: Handler): RouteDef {
  return { spec, handler };
}

/** Successful responses; failures are thrown as PlatformError. */
export const reply = {
  json(body: unknown, status = 200, headers?: Record<string, string>) {
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json; charset=utf-8", ...headers },
    });
  },
  empty(status = 204, headers?: Record<string, string>) {
    return new Response(null, { status, headers });
  },
  text(body: string, status = 200) {
    return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  },
};
