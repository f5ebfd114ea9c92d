#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + platform integration on PGlite, the integration suite on
# PostgreSQL when TEST_DATABASE_URL is set, then a production build and Playwright e2e in Chromium,
# embedded and then upstream (scripts/e2e-upstream.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
unset PLATFORM_RESET_DB
results=$(mktemp -d)
# Each step prints when it starts; the time every step took is listed at the end (CI has a time budget).
timings=() step_name="" step_started=$SECONDS
step() {
  [ -n "$step_name" ] && timings+=("$(printf '%5d s  %s' $((SECONDS - step_started)) "$step_name")")
  step_name=$1 step_started=$SECONDS
  printf '\n== %s\n' "$1"
}

if [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

step "typecheck"
npx tsc --noEmit -p tsconfig.json

step "lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn

step "OpenAPI document (Spectral spectral:oas, Redocly recommended: no errors)"
bash scripts/openapi-lint.sh

step "unit + integration (in-memory PGlite)"
DATABASE_URL=memory:// npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL at TEST_DATABASE_URL)"
  DATABASE_URL="$TEST_DATABASE_URL" PLATFORM_RESET_DB=1 npx vitest run lib/platform --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
else
  echo "(TEST_DATABASE_URL unset: PostgreSQL run skipped; bash scripts/with-postgres.sh npm test runs it)"
fi

step "production build"
npm run build

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "two instances on one PostgreSQL behind a round-robin proxy"
  DATABASE_URL="$TEST_DATABASE_URL" npx tsx --conditions=react-server scripts/instances.ts
fi

step "e2e (Playwright, Debian Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

step "e2e in upstream mode (platform in process A over HTTP; the app in process B as a private integrator)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-upstream.json" node scripts/e2e-upstream.mjs --reporter=list,json

step "summary"
node scripts/test-summary.mjs "$results"
printf '\nTime per step (total %d s):\n' "$SECONDS"
printf '%s\n' "${timings[@]}"
