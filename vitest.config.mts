import path from "node:path";
import { defineConfig } from "vitest/config";
import ByEnvironment from "./lib/testing/sequencer";

// Each worker with a database of its own, a copy of one seeded once, put back to the seeded rows before each file
// (decision 027): lib/testing/database-template.ts seeds it, lib/testing/database-per-file.ts hands it out and resets it.
export default defineConfig({
  // server-only resolves to its throwing file outside Next's react-server layer: tests run server code
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // lib/ from its sources: the built package (scripts/build-lib.mjs) is what the production server loads
      "@frontdesk/lib": path.resolve(import.meta.dirname, "lib"),
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // module state is shared by the files of one worker: a process per file cost 4.6 times the run (decision 027)
    isolate: false,
    // the machine has two cores; `npm test` runs tsc and eslint in the other lane beside this one
    maxWorkers: 2,
    // a worker is kept only while the environment stays the same: the happy-dom files first, then the node ones
    sequence: { sequencer: ByEnvironment },
    globalSetup: ["lib/testing/database-template.ts"],
    setupFiles: ["lib/testing/database-per-file.ts"],
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
