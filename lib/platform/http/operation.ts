import type { RouteSpec } from "./route";

/**
 * A platform operation's declaration (design.md §9, "one operation, two small files"): method, path,
 * gate, member scope, input and responses, in `<op>.schema.ts` beside the handler file that serves it
 * with `route(declared.<op>, handler)`. The BFF's `callPlatform` reads the same declaration without
 * loading the handler, so the path, the member scope and the answer's schema are written once.
 * The path stays a literal type: its `:names` type the call's path values.
 */
export function operation<const P extends string, S extends RouteSpec & { path: P }>(spec: S & { path: P }): S {
  return spec;
}
