/**
 * Hook tests (renderHook, in happy-dom): a real QueryClient, and the BFF stubbed at the network edge
 * (`fetch`), since the BFF is not our platform: a hook test checks the hook's own logic. Files using it
 * start with `// @vitest-environment happy-dom` and call `resetHookTests()` after each test (the files of a
 * vitest worker share one process, decision 027: nothing may stay stubbed or mounted).
 */
import { createElement, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import compile from "icu-minify/compile";
import en from "@/messages/en.json";
import { CatalogueProvider, type CatalogueTree } from "@/components/ui/catalogue";
import { cleanup, configure } from "@testing-library/react";
import { vi } from "vitest";
import { problemContentType, type Problem } from "@frontdesk/lib/contract/problem";

// the first call of an area loads its declarations (a dynamic import): slow on a busy machine, not a failure
configure({ asyncUtilTimeout: 10_000 });

/** One request the hook sent. */
export interface Sent {
  method: string;
  /** the path without its query */
  path: string;
  query: URLSearchParams;
  body: unknown;
  ifMatch: string | null;
}
/** The BFF's answer: JSON (200 unless told), a problem, or nothing (204). */
type Answer = { json: unknown; status?: number } | { problem: Problem } | { status: 204 };
type Route = (sent: Sent) => Answer | Promise<Answer>;

/**
 * Stubs `fetch` with the BFF's answers by "METHOD /path" (a function of the request, or an answer list
 * taken in order); answers 500 naming a request nobody stubbed. Returns every request sent, in order.
 */
export function stubBff(routes: Record<string, Route | Answer[]>) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://desk.test");
    const headers = new Headers(init.headers);
    const request: Sent = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      ifMatch: headers.get("if-match"),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer: Answer = !route
      ? {
          problem: {
            type: "about:blank",
            title: "Not stubbed",
            status: 500,
            detail: `${request.method} ${request.path}`,
          },
        }
      : Array.isArray(route)
        ? (route.shift() ?? { problem: { type: "about:blank", title: "No answer left", status: 500 } })
        : await route(request);
    if ("problem" in answer)
      return new Response(JSON.stringify(answer.problem), {
        status: answer.problem.status,
        headers: { "content-type": problemContentType },
      });
    if (!("json" in answer)) return new Response(null, { status: 204 });
    return Response.json(answer.json, { status: answer.status ?? 200 });
  });
  return sent;
}

/** A 412 problem: someone else changed the record since it was read. */
export const recordChangedProblem: Problem = {
  type: "about:blank",
  title: "Precondition Failed",
  status: 412,
  detail: "This record was changed by someone else since you opened it.",
};

/** The English catalogue as the build gives it to the browser (precompiled, decision 023). */
const compiled = (tree: object): CatalogueTree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? compile(value) : compiled(value)]),
  );
const englishCatalogue = compiled(en);

/** A fresh QueryClient (no retries: a failure is seen at once) and the wrapper that provides it, with the English catalogue. */
export function queryClientWrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const english = {
      locale: "en",
      messages: englishCatalogue,
      children: createElement(QueryClientProvider, { client }, children),
    };
    return createElement(CatalogueProvider, english);
  };
  return { client, wrapper };
}

/** After each hook test: unmount, un-stub fetch (and EventSource), put back any spy, forget the streams opened. */
export function resetHookTests() {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeSource.made = [];
}

/**
 * The browser's EventSource, played by the test (`vi.stubGlobal("EventSource", FakeSource)`): a hook's own logic is
 * under test (what it opens, what it reads again and when); the stream itself is tested over real HTTP
 * (app/api/_tests/live.test.ts, scripts/instances.ts). `FakeSource.made` lists the streams opened, newest last.
 */
export class FakeSource {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, readyState = 1, data = "") {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}
