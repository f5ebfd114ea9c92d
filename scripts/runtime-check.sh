#!/usr/bin/env bash
# The runtime folder proved on its own (minutes; not part of npm test): build/runtime (scripts/runtime-files.mjs, all
# the container image copies into /app) is copied to a folder under /tmp, away from the repository and its
# node_modules, checked for what it must not hold, and started there with `node dist/server.mjs` in a bare environment:
# on PGlite in memory (SEED=full), then on a throwaway PostgreSQL (scripts/with-postgres.sh, SEED=small). Each is
# checked over HTTP by scripts/runtime-check.ts (probes, the sign-in page and its scripts, staff sign-ins with second
# factors, a member page, an admin page, a BFF read, the OpenAPI document, a platform read with a token from the
# copy's CLI; on PostgreSQL the CLI adds the first administrator), and on PGlite one Playwright spec runs against it.
#   nice -n 19 npm run -s build && bash scripts/runtime-check.sh
# RUNTIME_CHECK_PORT: the server's port (default 4710). RUNTIME_CHECK_E2E=0: no Playwright spec.
set -euo pipefail
cd "$(dirname "$0")/.."
export RUNTIME_CHECK_STARTED=${RUNTIME_CHECK_STARTED:-$(date +%s)}
started=$RUNTIME_CHECK_STARTED
step() { printf '\n== %s (%ss)\n' "$1" $(($(date +%s) - started)); }
fail() {
  printf 'runtime check FAILED: %s\n' "$1" >&2
  exit 1
}
port=${RUNTIME_CHECK_PORT:-4710}
base="http://127.0.0.1:$port"
# The secrets a start needs (docs/self-hosting/configuration.md); the check's own, thrown away with it.
export PLATFORM_SIGNING_KEY=${PLATFORM_SIGNING_KEY:-$(openssl rand -hex 32)}
export NEXTAUTH_SECRET=${NEXTAUTH_SECRET:-$(openssl rand -hex 32)}
export SECRETS_KEY=${SECRETS_KEY:-$(openssl rand -hex 32)}

server_pid=
stop_server() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
  fi
}
# start_server <log name> <VAR=value>...: the copy's server in an environment holding only what is given here
start_server() {
  local name=$1
  shift
  (cd "$app" && exec env -i PATH="$PATH" HOME="$app" NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT="$port" \
    HOSTNAME=127.0.0.1 TRUST_PROXY=1 PLATFORM_SIGNING_KEY="$PLATFORM_SIGNING_KEY" NEXTAUTH_SECRET="$NEXTAUTH_SECRET" \
    SECRETS_KEY="$SECRETS_KEY" "$@" node dist/server.mjs >"$work/$name.log" 2>&1) &
  server_pid=$!
  local began=$(date +%s)
  for _ in $(seq 600); do
    kill -0 "$server_pid" 2>/dev/null || { tail -n 30 "$work/$name.log" >&2; fail "the server on $name exited"; }
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/readyz")" = 200 ]; then
      echo "ready on $name in $(($(date +%s) - began)) s"
      return 0
    fi
    sleep 0.5
  done
  tail -n 30 "$work/$name.log" >&2
  fail "the server on $name was not ready in 300 s"
}
checks() { # [postgres]
  nice -n 10 npx tsx --conditions=react-server scripts/runtime-check.ts "$base" "$app" "$@" ||
    { tail -n 30 "$work/${1:-pglite}.log" >&2; fail "checks over HTTP"; }
}

# Error lines in a server's log, but /readyz's 503 while it was starting (polled above)
logged_errors() {
  local errors
  errors=$(grep -E '"level":(50|60)' "$work/$1.log" | grep -v '"route":"/readyz","status":503' || true)
  [ -z "$errors" ] || { head -n 5 <<<"$errors" >&2; fail "errors logged on $1"; }
}

# Called again by itself under scripts/with-postgres.sh (DATABASE_URL set): the PostgreSQL half.
if [ "${1:-}" = postgres ]; then
  work=$RUNTIME_CHECK_WORK app=$RUNTIME_CHECK_WORK/app
  trap stop_server EXIT
  step "Started on PostgreSQL (SEED=small), two serving processes, traces sent to a collector that is not there"
  start_server postgres DATABASE_URL="$DATABASE_URL" PLATFORM_RESET_DB=1 SEED=small WEB_CONCURRENCY=2 \
    OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:9
  grep -q 'sending traces over OTLP/HTTP' "$work/postgres.log" || fail "tracing did not start"
  checks postgres
  logged_errors postgres
  exit 0
fi

[ -f build/runtime/dist/server.mjs ] || fail "no build/runtime/: run npm run build first"
work=$(mktemp -d /tmp/frontdesk-runtime-check.XXXXXX)
app=$work/app
trap 'status=$?; stop_server; rm -rf "$work"; exit $status' EXIT

step "Copying build/runtime to $app"
cp -a build/runtime "$app"
# Node looks for packages in every parent folder: none may hold a node_modules the copy could lean on.
for dir in "$work" /tmp /; do [ ! -e "$dir/node_modules" ] || fail "$dir/node_modules exists: the copy is not alone"; done
listing=$(ls -A "$app" | tr '\n' ' ')
# the five the Dockerfile copies, one by one: a sixth would be missing from the image
[ "$listing" = ".next dist lib node_modules package.json " ] || fail "unexpected top level (the Dockerfile copies five): $listing"
# what scripts/container-check.sh refuses in the image, and what the trace leaves out on purpose
dev=$(ls "$app/node_modules" "$app/node_modules/@next" 2>/dev/null |
  grep -xE "vitest|eslint|typescript|@playwright|playwright|tsx|drizzle-kit|esbuild|swc-linux-x64-gnu|swc-linux-x64-musl|lucide-react|react-aria-components" || true)
[ -z "$dev" ] || fail "node_modules holds what the server never loads: $dev"
maps=$(find "$app" -name '*.map' | wc -l)
[ "$maps" = 0 ] || fail "$maps source maps"
[ ! -e "$app/next.config.ts" ] || fail "next.config.ts is copied: the server must use the build's recorded config"
# du's disk blocks, and the files' own bytes (what an image layer holds)
echo "$(du -sh "$app" | cut -f1) on disk, $(du -sh --apparent-size "$app" | cut -f1) of files, $(find "$app" -type f | wc -l)" \
  "files: $(du -sh "$app"/node_modules "$app"/.next "$app"/dist "$app"/lib | awk '{printf "%s %s, ", $2, $1}' |
    sed "s|$app/||g; s/, $//")"

step "Every package the server and the CLI import loads from the copy (dist/externals.json)"
(cd "$app" && env -i PATH="$PATH" NODE_ENV=production node --input-type=module -e '
  import fs from "node:fs";
  const names = JSON.parse(fs.readFileSync("dist/externals.json", "utf8"));
  for (const name of names) await import(name);
  console.log(`${names.length} imports loaded`);') || fail "a package the bundles import does not load from the copy"

step "Started on PGlite in memory (SEED=full)"
start_server pglite DATABASE_URL=memory:// SEED=full
checks
if [ "${RUNTIME_CHECK_E2E:-1}" = 1 ] && [ -x /usr/bin/chromium ]; then
  step "A Playwright spec against it (e2e/members-server-render.spec.ts)"
  E2E_BASE_URL=$base nice -n 19 npx playwright test e2e/members-server-render.spec.ts --reporter=line ||
    fail "the Playwright spec"
fi
logged_errors pglite
stop_server

RUNTIME_CHECK_WORK=$work bash scripts/with-postgres.sh bash scripts/runtime-check.sh postgres

echo
echo "runtime check passed in $(($(date +%s) - started)) s: $(du -sh "$app" | cut -f1) ($app, now removed)"
