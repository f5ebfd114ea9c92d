import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// next-intl without i18n routing: the request's language from i18n/request.ts (docs/decisions/025-next-intl.md)
// Messages precompiled at build time: the browser gets no ICU parser (the first-load budget, bench/pages.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { format: "json", path: "./messages", locales: ["en", "cy"], precompile: true } },
});

const nextConfig: NextConfig = {
  // PGlite, pg and the argon2 binding must load from node_modules, never bundled:
  // one PGlite per process is shared through globalThis with the custom server.
  serverExternalPackages: ["@frontdesk/lib", "@electric-sql/pglite", "pg", "@node-rs/argon2", "pino", "prom-client"],
  // A separate build folder per concurrent dev server (NEXT_DIST_DIR); .next otherwise.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // The runtime's files, traced (docs/decisions/028-runtime-files-traced.md): .next/standalone holds the pages' and
  // Next's own server files and only the node_modules files they load; scripts/runtime-files.mjs adds the custom
  // server's and writes build/runtime/, all the container image copies.
  output: "standalone",
  // No page uses next/image: /_next/image answers 404 rather than resize whatever it is pointed at, and the image
  // resizer (sharp and its libvips, 19 MB) is left out of the runtime's files.
  images: { unoptimized: true },
  outputFileTracingExcludes: { "*": ["node_modules/sharp/**", "node_modules/@img/**"] },
  turbopack: {
    resolveAlias: { "@frontdesk/lib/*": { browser: "./lib/*", default: "@frontdesk/lib/*" } },
    rules: {
      // react-aria's built-in strings in English only (./scripts/aria-strings-english.cjs says why)
      "**/node_modules/{react-aria,react-aria-components,react-stately}/dist/**/intlStrings.mjs": {
        loaders: [path.resolve("scripts/aria-strings-english.cjs")],
        as: "*.js",
      },
    },
  },
  experimental: {
    // Next 16.4 writes Turbopack's cache into .next after every build (64 s of a CI build on a loaded machine): a
    // clean clone never reads it back, so CI skips it; a developer's rebuilds keep it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is the type gate; the build need not repeat it
};

export default withNextIntl(nextConfig);
