import { z, type ZodType } from "zod";
import { getStaffSession, type StaffSession } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/roles";
import { PlatformFailure, type Caller } from "@/lib/client/transport";
import { recordStaffAudit, type AuditAction } from "./audit";
import { isSameOrigin } from "@/lib/security/app-origin";
import { recordRequest } from "@/lib/server/metrics";
import {
  fieldErrorsInStaffWords,
  fieldErrorsOfIssues,
  inPlainWords,
  inStaffWords,
  problem,
  problemContentType,
  problemFromPlatform,
  validationProblem,
  type Problem,
  type StaffWording,
} from "./problem";

/** Path parameters by name (`{ memberId: memberIdParam }`), each a schema from lib/bff/params.ts. */
export type ParamShape = Record<string, ZodType<unknown, string>>;

/** The handler's `params`: each declared one parsed; none when the route declares none. */
export type ParsedParams<P extends ParamShape | undefined> = P extends ParamShape
  ? { [K in keyof P]: z.output<P[K]> }
  : Record<string, never>;

/**
 * The BFF route wrapper (design.md §9, "wrap once"): every app/api/** route is
 *
 *   export const GET = bffRoute({ roles: ["reception", "manager"], params: memberPath }, async ({ caller, params }) => ...);
 *
 * and the wrapper owns: session (401), role (403), same-origin check of mutations (403),
 * zod parse of the path parameters (lib/bff/params.ts) and of the body with the contract schema
 * (400 with errors by field), and turning every
 * failure, the platform's five body kinds included, into RFC 9457 problem+json.
 * The handler returns the JSON body (200), undefined (204) or a Response.
 */
export interface BffOptions<S extends ZodType | undefined, P extends ParamShape | undefined = undefined> {
  roles: readonly Role[];
  /** A write: the Origin header must be this app's whole origin (lib/security/app-origin.ts). */
  mutation?: boolean;
  /**
   * The path's dynamic segments (every one of them), parsed before the body: a bad one is a 400
   * problem with its message under the segment's name. The parsed values are the handler's `params`.
   */
  params?: P;
  /** The contract's request schema; the parsed value is the handler's `body`. */
  body?: S;
  /**
   * Special-category data (medical, consent, addresses, payment card): a success is recorded in
   * the BFF's own audit under the staff member and the path's member (declare `params: memberPath`),
   * whatever the transport.
   */
  audit?: AuditAction;
  /** The platform messages this route's screen may meet, in staff words under their fields. */
  wordings?: readonly StaffWording[];
}

export interface BffContext<B, P = Record<string, never>> {
  req: Request;
  session: StaffSession;
  /** who calls the platform: the staff member, with their role's claims */
  caller: Caller;
  params: P;
  query: URLSearchParams;
  body: B;
}

type RouteParams = { params: Promise<Record<string, string | string[]>> };

/** A failure the BFF raises itself (bad path parameter, ...), rendered as a problem. */
export class BffProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export const problemResponse = (p: Problem) =>
  new Response(JSON.stringify(p), {
    status: p.status,
    headers: { "content-type": `${problemContentType}; charset=utf-8` },
  });

export function bffRoute<S extends ZodType | undefined = undefined, P extends ParamShape | undefined = undefined>(
  options: BffOptions<S, P>,
  handler: (ctx: BffContext<S extends ZodType ? z.output<S> : undefined, ParsedParams<P>>) => Promise<unknown>,
) {
  const paramSchema = z.object(options.params ?? {});
  const bffHandler = async (req: Request, route: RouteParams): Promise<Response> => {
    const started = performance.now();
    const response = await answer(req, route);
    recordRequest(
      "bff",
      req.method,
      routeTemplate(new URL(req.url).pathname, (await route?.params) ?? {}),
      response.status,
      (performance.now() - started) / 1000,
    );
    return response;
  };
  // Declared on the handler, so the gate test (lib/bff/gate.test.ts) reads each route's rules.
  return Object.assign(bffHandler, {
    roles: options.roles,
    mutation: options.mutation ?? false,
    params: Object.keys(options.params ?? {}),
  });

  async function answer(req: Request, route: RouteParams): Promise<Response> {
    try {
      const session = await getStaffSession(req);
      if (!session) return problemResponse(problem(401, "Sign in to continue."));
      if (!options.roles.includes(session.role))
        return problemResponse(problem(403, "This is not available for your role."));
      if (options.mutation && !isSameOrigin(req)) return problemResponse(problem(403, "Cross-origin request refused."));

      const raw = (await route?.params) ?? {}; // Next always passes { params }; tolerate direct calls in tests
      const params = parseInput(
        paramSchema,
        Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v])),
        options.wordings,
      );
      const body = options.body ? parseInput(options.body, await readJson(req), options.wordings) : undefined;
      const result = await handler({
        req,
        session,
        caller: { staffId: session.staffId, role: session.role },
        params: params as ParsedParams<P>,
        query: new URL(req.url).searchParams,
        body: body as S extends ZodType ? z.output<S> : undefined,
      });
      if (options.audit)
        await recordStaffAudit({ staffId: session.staffId, memberId: auditedMemberId(params), action: options.audit });
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      if (error instanceof PlatformFailure)
        return problemResponse(
          inStaffWords(problemFromPlatform(error.status, error.contentType, error.bodyText), options.wordings ?? []),
        );
      if (error instanceof BffProblem) return problemResponse(inPlainWords(error.problem, options.wordings));
      console.error("[bff] unhandled failure", error);
      return problemResponse(problem(500, "Something went wrong. Try again."));
    }
  }
}

/** /api/members/1001/consent -> /api/members/[memberId]/consent: metrics are labelled by route, never by id. */
export function routeTemplate(pathname: string, params: Record<string, string | string[]>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params))
    for (const part of Array.isArray(value) ? value : [value]) names.set(part, name);
  return pathname
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a malformed escape is no parameter value: keep the segment as sent
      }
      const name = names.get(decoded);
      return name ? `[${name}]` : segment;
    })
    .join("/");
}

/**
 * A value parsed with a contract schema, or the 400 problem of its messages by field (in the
 * route's staff words): the one way the BFF checks a body, a path or a query.
 */
export function parseInput<S extends ZodType>(
  schema: S,
  value: unknown,
  wordings: readonly StaffWording[] = [],
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new BffProblem(validationProblem(fieldErrorsInStaffWords(fieldErrorsOfIssues(parsed.error.issues), wordings)));
}

/** The member an audited route is about: its declared, parsed `memberId` parameter. */
function auditedMemberId(params: Record<string, unknown>): number {
  if (typeof params.memberId !== "number") throw new Error("An audited BFF route declares params: memberPath.");
  return params.memberId;
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BffProblem(problem(400, "The request body is not valid JSON."));
  }
}
