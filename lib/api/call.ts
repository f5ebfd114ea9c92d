import type { ZodType } from "zod";
import { fetchJson } from "@/lib/bff/fetch-json";
import { ProblemError, problem } from "@/lib/bff/problem";
import {
  endpointUrl,
  type AnswerOf,
  type BodyInputOf,
  type EndpointSpec,
  type ParamsOf,
  type QueryInputOf,
  type QueryValue,
} from "./endpoint";

type Needs<T, K extends string> = T extends undefined ? { [P in K]?: never } : { [P in K]: T };

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
  const answer = await fetchJson<unknown>(endpointUrl(e, params, query), { method: e.method, body, signal, ifMatch });
  if (!e.response || !("safeParse" in e.response)) return undefined as AnswerOf<E>;
  const parsed = (e.response as ZodType).safeParse(answer);
  if (parsed.success) return parsed.data as AnswerOf<E>;
  console.error(`[api] ${e.method} ${e.path} answered another shape`, parsed.error.issues);
  throw new ProblemError(problem(502, "Frontdesk answered in a way this screen does not expect. Reload the page."));
}

/** The link of a download endpoint (CSV, printable page): the browser opens it, nothing is parsed. */
export const downloadUrl = <E extends EndpointSpec & { response: { file: string } }>(
  e: E,
  params?: ParamsOf<E>,
  query?: QueryInputOf<E>,
) => endpointUrl(e, params as Record<string, string | number>, (query ?? {}) as Record<string, QueryValue>);
