// Bundles server.ts (and the platform code it imports) to dist/server.mjs, and the platform CLI to dist/cli.mjs
// (so a production install without dev dependencies, such as the container image, can add staff); packages stay external.
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

await build({
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
  plugins: [serverOnly, nextSubpaths],
});
