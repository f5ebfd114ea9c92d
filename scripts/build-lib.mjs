// Compiles lib/ into the package @frontdesk/lib (node_modules/@frontdesk/lib): a file per module of lib/ with the
// code they share in chunks, so that Node loads each module once in a process, for the custom server's bundle and
// every kind of Next entry alike (next.config.ts serverExternalPackages; decision 030). Packages stay external.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, context } from "esbuild";

const out = "node_modules/@frontdesk/lib";

// `import "server-only"` marks server modules for Next (a build error in a browser bundle); its default export
// condition throws, so in this package it is an empty module.
export const serverOnly = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only" }));
    b.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "", loader: "js" }));
  },
};

// next has no "exports" map, so Node's ESM loader needs the file name of a subpath such as next/headers.
export const nextSubpaths = {
  name: "next-subpaths",
  setup(b) {
    b.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

// Every module of lib/ but the tests and their helpers (lib/testing).
const modules = () =>
  fs
    .readdirSync("lib", { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.startsWith("testing/"))
    .map((file) => `lib/${file}`);

// "@frontdesk/lib/x/y" names lib/x/y.ts, or lib/x/y/index.ts as tsconfig.json's paths do.
function* exportsOf(files) {
  for (const file of files) {
    const name = file.replace(/^lib\//, "").replace(/\.tsx?$/, "");
    yield [`./${name}`, `./${name}.mjs`];
    if (name.endsWith("/index")) yield [`./${name.slice(0, -"/index".length)}`, `./${name}.mjs`];
  }
}

const writePackageJson = {
  name: "package-json",
  setup(b) {
    b.onEnd(() => {
      const manifest = {
        name: "@frontdesk/lib",
        private: true,
        type: "module",
        exports: Object.fromEntries(exportsOf(modules())),
      };
      fs.writeFileSync(`${out}/package.json`, `${JSON.stringify(manifest, null, 1)}\n`);
    });
  },
};

const options = (plugins = []) => ({
  entryPoints: modules(),
  outbase: "lib",
  outdir: out,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  chunkNames: "_chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [serverOnly, nextSubpaths, writePackageJson, ...plugins],
});

/** Builds the package once. */
export async function buildLib() {
  fs.rmSync(out, { recursive: true, force: true });
  await build(options());
}

/** Builds it, then again on every change to lib/, calling `rebuilt` after each build that succeeded. */
export async function watchLib(rebuilt) {
  fs.rmSync(out, { recursive: true, force: true });
  const told = { name: "rebuilt", setup: (b) => b.onEnd((result) => result.errors.length === 0 && rebuilt()) };
  const watching = await context(options([told]));
  await watching.watch();
  return watching;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildLib();
