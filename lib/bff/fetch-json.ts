import { ProblemError, problem, problemFromPlatform, type Problem } from "./problem";

/**
 * The browser's way to call the BFF: JSON in, JSON out, and every failure thrown as a
 * ProblemError holding the RFC 9457 problem (so forms can put `errors` under their fields).
 */
export async function fetchJson<T>(
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
    throw new ProblemError(problem(503, "Cannot reach Frontdesk. Check the connection and try again."));
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
