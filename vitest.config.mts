import path from "node:path";
import { defineConfig } from "vitest/config";

// One process, shared modules: every test file talks to the same platform (one PGlite, seeded once).
export default defineConfig({
  // server-only resolves to its throwing file outside Next's react-server layer: tests run server code
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    isolate: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? "memory://",
      SEED: process.env.SEED ?? "small",
      PLATFORM_SIGNING_KEY: "vitest-signing-key-not-secret",
      // the secrets kept in the database are sealed with it (lib/security/sealed-secrets.ts); 32 bytes, not secret
      SECRETS_KEY: "dml0ZXN0LXNlY3JldHMta2V5LW5vdC1zZWNyZXQhISE=",
      LOG_LEVEL: "silent",
    },
  },
});
