import type { ZodType } from "zod";
import { ProblemError, problem, problemFromPlatform, type Problem } from "@frontdesk/lib/contract/problem";
import {
  endpointUrl,
  type AnswerOf,
  type BodyInputOf,
  type EndpointSpec,
  type FileAnswer,
  type ParamsOf,
  type QueryInputOf,
  type QueryValue,
  stepUpRequiredType,
} from "./endpoint";

type Needs<T, K extends string> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

/** What a call of an endpoint gives: its path parameters, query and body as declared. */
export type CallInput<E extends EndpointSpec> = (keyof ParamsOf<E> extends never
  ? { params?: never }
  : { params: ParamsOf<E> }) &
  Needs<QueryInputOf<E>, "query"> &
  Needs<BodyInputOf<E>, "body"> & {
    signal?: AbortSignal;
    /** the record version a form was read at (lib/bff/versioned.ts): a 412 if it moved on */
    ifMatch?: string;
  };

/**
 * The browser's one way to call the BFF: the URL from the declaration, JSON in, the answer parsed
 * with the declared response schema (a BFF that answers another shape is a failure here, at the
 * edge, not a screen drawing undefined), and every failure thrown as a ProblemError.
 */
export async function callApi<E extends EndpointSpec>(e: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  const { params, query, body, signal, ifMatch } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    ifMatch?: string;
  };
  const request = () => fetchJson<unknown>(endpointUrl(e, params, query), { method: e.method, body, signal, ifMatch });
  const answer = await request().catch(async (error: unknown) => {
    // A step-up endpoint: the dialog asks for the second factor, then the same call goes again,
    // so nothing typed is lost; refused or cancelled, the 403 stands.
    if (!isStepUp(error) || !stepUpHandler || !(await stepUpHandler())) throw error;
    return request();
  });
  if (!e.response || !("safeParse" in e.response)) return undefined as AnswerOf<E>;
  // Checked, but handed on as sent: a record's version (lib/contract/record-version.ts) is computed over the JSON
  // the BFF answered, and a parse that drops a field the screen never reads would change it.
  const checked = (e.response as ZodType).safeParse(answer);
  if (checked.success) return answer as AnswerOf<E>;
  console.error(`[api] ${e.method} ${e.path} answered another shape`, checked.error.issues);
  throw new ProblemError(problem(502, "Problems.browser.unexpectedAnswer"));
}

/**
 * The link of a download endpoint (CSV, printable page): the browser opens it, nothing is parsed. Given the
 * declaration's type and its path, `downloadUrl<typeof memberApi.dataExport>("/api/members/[memberId]/data-export",
 * { memberId })` with the declarations imported as types, so a link brings no schema into the page (lib/api/areas.ts).
 */
export const downloadUrl = <E extends EndpointSpec & { response: FileAnswer }>(
  path: E["path"],
  params?: ParamsOf<E>,
  query?: QueryInputOf<E>,
) => endpointUrl({ path }, params as Record<string, string | number>, (query ?? {}) as Record<string, QueryValue>);

const isStepUp = (error: unknown) => error instanceof ProblemError && error.problem.type === stepUpRequiredType;

/** The step-up dialog (components/auth/step-up-dialog.tsx) registers here: answers whether the factor was proven. */
let stepUpHandler: (() => Promise<boolean>) | undefined;
export function onStepUp(handler: (() => Promise<boolean>) | undefined) {
  stepUpHandler = handler;
}

/** JSON in, JSON out, and every failure thrown as a ProblemError holding the RFC 9457 problem. */
async function fetchJson<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; ifMatch?: string } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: {
        accept: "application/json",
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        // the record version a form was read at (lib/bff/versioned.ts): a 412 if it moved on
        ...(init.ifMatch ? { "if-match": init.ifMatch } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ProblemError(problem(503, "Problems.browser.noConnection"));
  }
  const text = await response.text();
  // The session ended (signed out elsewhere, deactivated, idle): back to sign-in, then here.
  if (response.status === 401 && typeof window !== "undefined" && !window.location.pathname.startsWith("/sign-in")) {
    const signInPage = new URL("/sign-in", window.location.href);
    signInPage.searchParams.set("callbackUrl", window.location.pathname + window.location.search);
    window.location.assign(signInPage); // a full load: nothing of the ended session stays in memory
  }
  if (!response.ok) {
    const type = response.headers.get("content-type") ?? "";
    let body: Problem | undefined;
    if (type.includes("problem+json")) {
      try {
        body = JSON.parse(text) as Problem;
      } catch {
        body = undefined;
      }
    }
    throw new ProblemError(body ?? problemFromPlatform(response.status, type, text));
  }
  return (text.trim() === "" ? undefined : JSON.parse(text)) as T;
}
