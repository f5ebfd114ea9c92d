// Bundles server.ts (and the platform code it imports) to dist/server.mjs, and the platform CLI to dist/cli.mjs
// (so a production install without dev dependencies, such as the container image, can add staff); packages stay external.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// `import "server-only"` marks server modules for Next (a build error in a browser bundle); its default
// export condition throws, so in this server bundle it is an empty module.
const serverOnly = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only" }));
    b.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "", loader: "js" }));
  },
};

// next has no "exports" map, so Node's ESM loader needs the file name of a subpath such as next/headers.
const nextSubpaths = {
  name: "next-subpaths",
  setup(b) {
    b.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

// The BFF's route files (app/api/**/route.ts but next-auth's), bundled into the server so it answers them without
// Next's request machinery (lib/bff/dispatch.ts): "bff-routes" is [pattern, module] pairs, patterns written as
// lib/bff/app-routes.ts writes them (/api/members/[memberId]). A file missing here is still answered, by Next.
const bffRoutes = {
  name: "bff-routes",
  setup(b) {
    b.onResolve({ filter: /^bff-routes$/ }, () => ({ path: "bff-routes", namespace: "bff-routes" }));
    b.onLoad({ filter: /.*/, namespace: "bff-routes" }, () => {
      const files = fs
        .readdirSync("app/api", { recursive: true })
        .map((file) => file.split(path.sep).join("/"))
        .filter((file) => path.basename(file) === "route.ts" && !file.startsWith("auth/"))
        .sort();
      const pattern = (file) => `/api/${path.dirname(file)}`.replace(/\/\.$/, "");
      return {
        contents: [
          ...files.map((file, i) => `import * as route${i} from ${JSON.stringify(path.resolve("app/api", file))};`),
          `export const bffRoutes = [${files.map((file, i) => `[${JSON.stringify(pattern(file))}, route${i}]`).join(", ")}];`,
        ].join("\n"),
        resolveDir: process.cwd(),
        loader: "ts",
      };
    });
  },
};

const { metafile } = await build({
  entryPoints: { server: "server.ts", cli: "lib/cli/index.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [serverOnly, nextSubpaths, bffRoutes],
  metafile: true,
});

// The packages the two bundles import (esbuild knows them): scripts/runtime-files.mjs traces what they load from
// there, without reading the bundles again.
const externals = new Set();
for (const output of Object.values(metafile.outputs))
  for (const { path: specifier, external } of output.imports) if (external) externals.add(specifier);
fs.writeFileSync("dist/externals.json", `${JSON.stringify([...externals].sort(), null, 1)}\n`);
