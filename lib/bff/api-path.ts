/**
 * How the browser's BFF URLs are built (components/<area>/api-paths.ts, one module an area):
 * each value put in a path is one encoded segment, and a query string leaves out empty values.
 * Pure: the query hooks import it.
 */

/** apiPath`/api/members/${memberId}/consent`: every interpolated value encoded as a path segment. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (path, text, i) => path + text + (i < values.length ? encodeURIComponent(String(values[i])) : ""),
    "",
  );
}

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** path?query; values undefined, null or "" are left out, and so is the "?" when nothing is left. */
export function withQuery(path: string, query: QueryValues | URLSearchParams = {}): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query);
  for (const [key, value] of entries)
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
