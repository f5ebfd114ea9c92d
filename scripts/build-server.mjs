// Bundles server.ts (and the platform code it imports) to dist/server.mjs; packages stay external.
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

await build({
  entryPoints: ["server.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [serverOnly],
});
