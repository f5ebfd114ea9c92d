import { defineConfig } from "@playwright/test";
import { oidcServerEnv } from "./e2e/oidc-provider";
import { mailEnv, serverPorts, serverURL, upstreamEnv, upstreams } from "./e2e/servers";

/**
 * End-to-end tests in the machine's Debian Chromium (nothing downloads browsers).
 * E2E_BASE_URL: test a server that is already running; else start the built server
 * (`npm run build` makes dist/server.mjs) on port E2E_PORT (default 3100) with an in-memory, small demo dataset.
 */
const external = process.env.E2E_BASE_URL;

/** `node scripts/e2e-upstream.mjs e2e/x.spec.ts` runs the spec named whole, tagged or not. */
const specsNamed = process.argv.some((arg) => /\.spec\.ts(:\d+)?$/.test(arg));

export default defineConfig({
  testDir: "./e2e",
  // In upstream mode (scripts/e2e-upstream.mjs) run only the tests tagged @upstream: those where the transport
  // plays a part (the platform down or slow, its failure bodies, 409 results and 412 versions arriving over HTTP,
  // downloads, paging by links, reads the platform gives differently, integrator administration). Every other
  // screen calls the same callPlatform in both modes; CI time is finite. A spec named on the command line runs whole.
  grep: upstreams && !specsNamed ? /@upstream/ : undefined,
  // The local OpenID provider for the SSO test (e2e/oidc-provider.ts) and the SMTP servers that take members'
  // mail (lib/outbox/smtp-sink.ts); the built servers point at them.
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  // One worker per server (e2e/servers.ts); a spec file runs whole in one worker.
  workers: serverPorts.length,
  retries: process.env.CI ? 1 : 0,
  // A dev server compiles each route on first use: give it longer than the built server.
  timeout: external ? 180_000 : 60_000,
  expect: { timeout: external ? 60_000 : 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    // e2e/fixtures.ts points each worker at its own server.
    baseURL: serverURL(0),
    // A trace only for a failed test's retry (CI retries once; locally add `--trace on`): recording one for every
    // test (retain-on-failure) made the suite about 1.6 times slower on two cores.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 800 },
    // A US-English desk PC in New York: screens must still show the venue's en-GB dates and London times.
    locale: "en-US",
    timezoneId: "America/New_York",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: external
    ? undefined
    : serverPorts.map((port, index) => ({
        command: "node dist/server.mjs",
        url: `http://localhost:${port}/readyz`,
        // oidcServerEnv sets NEXTAUTH_URL too: the public URL the BFF's same-origin check compares writes with.
        env: {
          PORT: String(port),
          DATABASE_URL: "memory://",
          SEED: "small",
          NEXT_TELEMETRY_DISABLED: "1",
          // as behind the venue's proxy: a test that fails sign-ins on purpose comes from an address of its own
          // (e2e/fixtures.ts ownAddress), so the per-address throttle does not slow every later test's sign-in
          TRUST_PROXY: "1",
          ...oidcServerEnv(port),
          ...mailEnv(index),
          ...upstreamEnv(index),
        },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
      })),
});
