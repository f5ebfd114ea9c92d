#!/usr/bin/env bash
# Rolling upgrade drill, outside npm test: the previous release (a commit, default 5f1bb20: main before
# the resilience work) checked out beside this one and built, then scripts/upgrade-check.ts runs it and this
# checkout's build side by side on a throwaway PostgreSQL under traffic. Prints the time each step took.
#   npm run build && bash scripts/upgrade-check.sh [commit]      (UPGRADE_PORT: the proxy, default 3810)
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short "${1:-5f1bb20}^{commit}")
old=$(mktemp -d /tmp/frontdesk-release.XXXXXX)
trap 'git worktree remove --force "$old" >/dev/null 2>&1 || rm -rf "$old"' EXIT

step_start=$(date +%s.%N)
step() {
  local now
  now=$(date +%s.%N)
  printf '%-58s %7.1f s\n' "$1" "$(echo "$now - $step_start" | bc)"
  step_start=$now
}

git worktree add --detach "$old" "$commit" >/dev/null 2>&1
# Same lockfile: the installed packages are the release's own, hard-linked; else its own install.
if git diff --quiet "$commit" HEAD -- package-lock.json; then
  cp -al node_modules "$old/node_modules"
  step "release $commit checked out, node_modules hard-linked (same lockfile)"
else
  (cd "$old" && npm ci --no-audit --no-fund >/dev/null)
  step "release $commit checked out, npm ci (lockfile differs)"
fi
(cd "$old" && NEXT_TELEMETRY_DISABLED=1 npm run build >"$old/build.log" 2>&1) || { tail -n 30 "$old/build.log" >&2; exit 1; }
step "release $commit built"
[ -f dist/server.mjs ] || { echo "dist/server.mjs is missing: npm run build first" >&2; exit 1; }
bash scripts/with-postgres.sh npx tsx --conditions=react-server scripts/upgrade-check.ts "$old"
