import type { z, ZodType } from "zod";
import type { Permission } from "@frontdesk/lib/contract/roles";
import type { AuditAction } from "@frontdesk/lib/contract/staff";

/**
 * One declaration per BFF endpoint (design.md §5): method, path, permission, path parameters,
 * query, body, response and audit action, written once in `lib/api/<area>.ts`. The route handler
 * is made from it (`bffEndpoint` in lib/bff/route.ts), the browser calls it through `callApi`
 * (lib/api/call.ts), and the gate test (lib/bff/gate.test.ts) reads every declaration.
 * Pure: the browser imports the declarations.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Path parameters by name, each a schema from the string segment (lib/api/params.ts). */
type ParamShape = Record<string, ZodType<unknown, string>>;

/** A download the browser opens by link (CSV, a printable page), or a stream it listens to: no JSON to parse. */
export interface FileAnswer {
  file: "text/csv" | "text/html" | "application/json" | "text/event-stream";
}

export interface EndpointSpec {
  method: Method;
  /** Next's pattern under app/: `/api/members/[memberId]/consent` (its route file is that folder's route.ts). */
  path: `/api/${string}`;
  permission: Permission;
  /** Every dynamic segment of `path`, parsed before anything else: a bad one is a 400 under its name. */
  params?: ParamShape;
  /** The query string, parsed from its values (strings): a bad one is a 400 under its name. */
  query?: ZodType;
  /** The JSON body (the contract's request schema). */
  body?: ZodType;
  /** The JSON answer's schema (the browser parses the answer with it), `null` for 204, or a file. */
  response: ZodType | FileAnswer | null;
  /**
   * An editable record's read: the answer carries `ETag: recordVersion(record)`, which the form
   * sends back as If-Match (lib/bff/versioned.ts).
   */
  versioned?: boolean;
  /** Special-category data: a success is recorded in the BFF's own audit under the path's member. */
  audit?: AuditAction;
  /**
   * Open to a session that still owes its second factor (the second step and enrolment): every other
   * endpoint refuses such a session with 403 `secondFactorRequiredType` (lib/bff/route.ts).
   */
  secondFactorStep?: boolean;
  /**
   * Among the most sensitive actions: the session must have proven its second factor in the
   * last 5 minutes, else a 403 `stepUpRequiredType`, on which the browser asks for it and calls again.
   */
  stepUp?: boolean;
}

/** The problem type of a 403 for a session that has not yet proven (or set up) its second factor. */
export const secondFactorRequiredType = "/problems/second-factor-required";
/** The problem type of a 403 for a step-up endpoint whose session has not proven its factor recently. */
export const stepUpRequiredType = "/problems/step-up-required";
/** The problem type of a 501 for an operation of Frontdesk's own that the venue's platform does not offer. */
export const extensionMissingType = "/problems/extension-missing";

/** Declares an endpoint; the literal types are kept so its callers are typed by it. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

export const isWrite = (e: Pick<EndpointSpec, "method">) => e.method !== "GET";

/** The parsed path parameters of an endpoint (what the handler gets; what the browser gives). */
export type ParamsOf<E extends EndpointSpec> = E["params"] extends ParamShape
  ? { [K in keyof E["params"]]: z.output<E["params"][K]> }
  : Record<never, never>;

export type QueryOf<E extends EndpointSpec> = E["query"] extends ZodType ? z.output<E["query"]> : undefined;
export type QueryInputOf<E extends EndpointSpec> = E["query"] extends ZodType ? z.input<E["query"]> : undefined;
export type BodyOf<E extends EndpointSpec> = E["body"] extends ZodType ? z.output<E["body"]> : undefined;
export type BodyInputOf<E extends EndpointSpec> = E["body"] extends ZodType ? z.input<E["body"]> : undefined;

/** What the browser gets from `callApi` (parsed); what a handler returns is its input type. */
export type AnswerOf<E extends EndpointSpec> = E["response"] extends ZodType ? z.output<E["response"]> : undefined;
export type HandlerAnswerOf<E extends EndpointSpec> = E["response"] extends ZodType ? z.input<E["response"]> : void;

export type QueryValue = string | number | boolean | undefined | null;

/**
 * The URL of an endpoint: each parameter one encoded path segment, and a query string without
 * empty values (undefined, null, "").
 */
export function endpointUrl(
  e: Pick<EndpointSpec, "path">,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue | readonly QueryValue[]> = {},
): string {
  const path = e.path.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path}: no value for [${name}]`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null && one !== "") search.append(key, String(one));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
