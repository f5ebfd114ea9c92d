#!/usr/bin/env bash
# `npm test`: typecheck, lint and the OpenAPI lint beside unit + platform integration on PGlite (and the
# integration suite on PostgreSQL when TEST_DATABASE_URL is set), then a production build and Playwright e2e
# in Chromium, embedded and then upstream (scripts/e2e-upstream.mjs). Every step's time is listed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
unset PLATFORM_RESET_DB
results=$(mktemp -d)

# timed NAME COMMAND...: runs one step and notes how long it took (CI has a time budget).
timed() {
  local name=$1 started=$SECONDS
  shift
  printf '\n== %s\n' "$name"
  "$@"
  printf '%5d s  %s\n' $((SECONDS - started)) "$name" >>"$results/timings"
}

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

# Two lanes at once: tsc, eslint and a vitest run each keep about one core busy, and the machine has two.
# Each lane writes its own log, shown whole when both have finished.
static_checks() {
  timed "typecheck" npx tsc --noEmit -p tsconfig.json
  timed "lint" npx eslint . --max-warnings=0
  timed "format" npx prettier --check . --log-level warn
  timed "OpenAPI document (Spectral spectral:oas, Redocly recommended: no errors)" bash scripts/openapi-lint.sh
}
vitest_runs() {
  timed "unit + integration (in-memory PGlite)" env DATABASE_URL=memory:// npx vitest run \
    --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    timed "integration (PostgreSQL at TEST_DATABASE_URL)" env DATABASE_URL="$TEST_DATABASE_URL" PLATFORM_RESET_DB=1 \
      npx vitest run lib/platform --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
  else
    echo "(TEST_DATABASE_URL unset: PostgreSQL run skipped; bash scripts/with-postgres.sh npm test runs it)"
  fi
}
echo "== static checks and vitest, side by side (their logs follow when both are done)"
lanes_started=$SECONDS
static_checks >"$results/static.log" 2>&1 &
static_pid=$!
vitest_runs >"$results/vitest.log" 2>&1 &
vitest_pid=$!
static_rc=0 vitest_rc=0
wait "$static_pid" || static_rc=$?
wait "$vitest_pid" || vitest_rc=$?
cat "$results/static.log" "$results/vitest.log"
printf '%5d s  (both lanes, side by side)\n' $((SECONDS - lanes_started)) >>"$results/timings"
[ "$static_rc" = 0 ] || { echo "static checks failed (exit $static_rc)" >&2; exit "$static_rc"; }
[ "$vitest_rc" = 0 ] || { echo "vitest failed (exit $vitest_rc)" >&2; exit "$vitest_rc"; }

timed "production build" npm run build

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  timed "two instances on one PostgreSQL behind a round-robin proxy" \
    env DATABASE_URL="$TEST_DATABASE_URL" npx tsx --conditions=react-server scripts/instances.ts
fi

timed "e2e (Playwright, Debian Chromium)" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

timed "e2e in upstream mode (platform in process A over HTTP; the app in process B as a private integrator)" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-upstream.json" node scripts/e2e-upstream.mjs --reporter=list,json

node scripts/test-summary.mjs "$results"
printf '\nTime per step (npm test took %d s):\n' "$SECONDS"
cat "$results/timings"
