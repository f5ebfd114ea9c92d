// Writes build/runtime/: every file the production server (dist/server.mjs) and the platform CLI (dist/cli.mjs) need
// at run time and nothing else, what the container image copies (docs/decisions/028-runtime-files-traced.md). Run by
// `npm run build` after `next build` (output: "standalone") and scripts/build-server.mjs:
//   - Next's standalone output, moved here: .next's server files and the node_modules files the pages and Next's own
//     server load (Next traces them with @vercel/nft; its server trace includes next/dist/server/next.js, the
//     programmatic entry the custom server calls); Next's own standalone server.js is dropped;
//   - .next/static (the browser's files), public/ if there is one;
//   - dist/server.mjs and dist/cli.mjs, the migrations they run (without drizzle-kit's snapshots), and the node_modules
//     files they load beyond Next's, traced here with the same @vercel/nft (Next's copy) from the packages they import
//     (dist/externals.json, kept: scripts/runtime-check.sh imports each of them from a copy of the folder).
// No source maps: nothing at run time reads them (no --enable-source-maps; logs carry a failure's class and frames).
// The build's own .next/**/*.map and dist/*.map stay beside the build for whoever maps a frame by hand.
import fs from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const started = performance.now();
const require = createRequire(import.meta.url);
const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");

const out = "build/runtime";
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const standalone = path.join(distDir, "standalone");
const entries = ["dist/server.mjs", "dist/cli.mjs"];
// Read from disk by path at run time (lib/platform/db/client.ts, lib/app-db/index.ts): no trace finds them.
const folders = ["lib/platform/db/migrations", "lib/app-db/migrations", "public", path.join(distDir, "static")];

const fail = (message) => {
  console.error(`runtime-files: ${message}`);
  process.exit(1);
};
if (!fs.existsSync(path.join(standalone, distDir, "BUILD_ID")))
  fail(`no ${standalone}/ from this build: next.config.ts sets output: "standalone", and \`next build\` runs first`);
for (const entry of [...entries, "dist/externals.json"])
  if (!fs.existsSync(entry)) fail(`no ${entry}: scripts/build-server.mjs runs first`);

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.renameSync(standalone, out); // same disk: a rename, not a copy
fs.rmSync(path.join(out, "server.js")); // Next's standalone server; ours is dist/server.mjs

/** Whether out/ holds this path already (a file, a folder or a link, whether or not the link's target is there yet). */
const placed = (file) => fs.lstatSync(path.join(out, file), { throwIfNoEntry: false }) !== undefined;

/** Copies a file (or re-makes a symbolic link) to the same path under out/, unless it is there already. */
function place(file) {
  const target = path.join(out, file);
  if (placed(file)) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const stat = fs.lstatSync(file);
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(file), target);
  else if (stat.isFile()) fs.copyFileSync(file, target, fs.constants.COPYFILE_FICLONE);
  else return false;
  return true;
}

// drizzle-kit's snapshots (meta/NNNN_snapshot.json) are for writing the next migration: the migrator reads the journal
const unread = /\/meta\/\d+_snapshot\.json$/;
for (const folder of folders) {
  if (!fs.existsSync(folder)) continue;
  for (const file of fs.readdirSync(folder, { recursive: true }).map((name) => path.join(folder, String(name))))
    if (!unread.test(file)) place(file);
}
// What the custom server and the CLI load from node_modules: from each package they import (dist/externals.json,
// written by build-server.mjs; reading the bundles themselves would take nft longer than all their packages), resolved
// as Node resolves it at run time. A file already in Next's output is not followed again: Next's trace brought what it
// loads (and following next/ from the server's `import next` would trace Next's dev server too).
const specifiers = JSON.parse(fs.readFileSync("dist/externals.json", "utf8")).filter((name) => !isBuiltin(name));
// the package.json Node reads to resolve each (its "exports" and "type"): a trace from the file it names misses it
const packageFiles = specifiers.map(
  (name) => `node_modules/${name.split("/", name.startsWith("@") ? 2 : 1).join("/")}/package.json`,
);
const imported = specifiers
  .map((specifier) => path.relative(process.cwd(), fileURLToPath(import.meta.resolve(specifier))))
  .filter((file) => !placed(file));
const traced = await nodeFileTrace(imported, { base: process.cwd(), ignore: placed });
let added = 0;
for (const file of [...traced.fileList, ...packageFiles]) if (file.startsWith("node_modules/") && place(file)) added++;
for (const entry of [...entries, "dist/externals.json"]) place(entry);

// Source maps: none at run time (see above); Next's output keeps a few of its routes' own.
let files = 0;
let bytes = 0;
for (const file of fs.readdirSync(out, { recursive: true })) {
  const full = path.join(out, String(file));
  const stat = fs.lstatSync(full);
  if (!stat.isFile()) continue;
  if (full.endsWith(".map")) fs.rmSync(full);
  else {
    files++;
    bytes += stat.size;
  }
}
console.log(
  `runtime-files: ${out}/ ${files} files, ${(bytes / 1e6).toFixed(0)} MB (${added} node_modules files traced for ` +
    `${entries.join(" and ")} beyond Next's) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
