import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The platform's two lists, written from the files on disk (`npm run -s generate`, scripts/generate.ts), so an
 * operation joins them by being written: `routes.ts` (every handler, `export const x = route(...)`: the platform,
 * its OpenAPI document and the gate test read it) and `operations.ts` (every declaration, `export const x =
 * operation(...)` in a `*.schema.ts`, by area, without a handler: what callPlatform reads). lists.test.ts checks
 * both are current.
 */
export function platformLists(root = "lib/platform"): { routes: string; operations: string } {
  const files = sourceFiles(root);
  const handlers = exported(files, "route", (f) => !f.endsWith(".schema.ts"));
  const declarations = exported(files, "operation", (f) => f.endsWith(".schema.ts"));
  const warning = "// Written by `npm run -s generate` (lib/platform/lists.ts) from the files on disk: do not edit.\n";

  const routes = [
    warning,
    'import type { RouteDef } from "./http/route";',
    ...importLines(handlers),
    "",
    "/** Every platform operation's handler, by area. */",
    "export const allRoutes: RouteDef[] = [",
    ...handlers.map((h) => `  ${h.local},`),
    "];",
    "",
  ].join("\n");

  const areas = [...new Set(declarations.map((d) => d.area))];
  const operations = [
    warning,
    "/**",
    " * Every platform operation's declaration, by area, without the handlers (design.md §5: the endpoint",
    " * declarations are a layer below the platform's handlers). The BFF calls them with callPlatform.",
    " */",
    ...importLines(declarations),
    "",
    ...areas.flatMap((area) => [
      `export const ${camel(area)} = {`,
      ...declarations
        .filter((d) => d.area === area)
        .map((d) => `  ${d.local === d.name ? d.name : `${d.name}: ${d.local}`},`),
      "};",
    ]),
    "",
  ].join("\n");
  return { routes, operations };
}

interface Export {
  area: string;
  module: string;
  name: string;
  local: string;
}

/** Area folders first (the areas' order of old), then files and exports in name order. */
const areaOrder = [
  "integrators",
  "members",
  "bookings",
  "booking-sheets",
  "prospects",
  "configuration",
  "communications",
];

function sourceFiles(root: string): string[] {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f.includes("/") && f.endsWith(".ts") && !/\.test\.ts$|^(http|db|seed|payments)\//.test(f));
  const rank = (f: string) => {
    const i = areaOrder.indexOf(f.split("/")[0]);
    return i < 0 ? areaOrder.length : i;
  };
  return files
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((f) => path.join(root, f).split(path.sep).join("/"));
}

function exported(files: string[], maker: string, keep: (file: string) => boolean): Export[] {
  const found: Export[] = [];
  const pattern = new RegExp(`^export const (\\w+) = ${maker}\\(`, "gm");
  for (const file of files.filter(keep)) {
    const relative = file.replace(/^lib\/platform\//, "");
    for (const [, name] of readFileSync(file, "utf8").matchAll(pattern))
      found.push({ area: relative.split("/")[0], module: `./${relative.replace(/\.ts$/, "")}`, name, local: name });
  }
  // a name two areas both use is imported under its area's prefix
  for (const e of found)
    if (found.some((o) => o !== e && o.name === e.name))
      e.local = `${camel(e.area)}${e.name[0].toUpperCase()}${e.name.slice(1)}`;
  return found;
}

function importLines(exports: Export[]): string[] {
  const modules = [...new Set(exports.map((e) => e.module))];
  return modules.map((m) => {
    const names = exports
      .filter((e) => e.module === m)
      .map((e) => (e.local === e.name ? e.name : `${e.name} as ${e.local}`));
    return `import { ${names.join(", ")} } from "${m}";`;
  });
}

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
