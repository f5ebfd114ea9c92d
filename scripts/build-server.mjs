// Bundles server.ts to dist/server.mjs, and the platform CLI to dist/cli.mjs (so a production install without dev
// dependencies, such as the container image, can add staff). Packages stay external, lib/ among them: the package
// @frontdesk/lib (scripts/build-lib.mjs), loaded once in a process by this bundle and Next's alike (decision 030).
import fs from "node:fs";
import { build } from "esbuild";
import { nextSubpaths, serverOnly } from "./build-lib.mjs";

const { metafile } = await build({
  entryPoints: { server: "server.ts", cli: "lib/cli/index.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // lib/ is the package Node loads once for this bundle and Next's alike (scripts/build-lib.mjs, decision 030)
  external: ["@frontdesk/lib/*"],
  sourcemap: true,
  logLevel: "warning",
  plugins: [serverOnly, nextSubpaths],
  metafile: true,
});

// The packages the two bundles import (esbuild knows them): scripts/runtime-files.mjs traces what they load from
// there, without reading the bundles again.
const externals = new Set();
for (const output of Object.values(metafile.outputs))
  for (const { path: specifier, external } of output.imports) if (external) externals.add(specifier);
fs.writeFileSync("dist/externals.json", `${JSON.stringify([...externals].sort(), null, 1)}\n`);
