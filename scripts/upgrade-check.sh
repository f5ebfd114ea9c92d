#!/usr/bin/env bash
# Rolling upgrade drill, outside npm test: a release (by its version, default the newest one in CHANGELOG.md that this
# checkout is not) checked out beside this one and built, then scripts/upgrade-check.ts runs it and this checkout's
# build side by side on a throwaway PostgreSQL under traffic. Prints the time each step took.
#   npm run build && bash scripts/upgrade-check.sh [version]     (UPGRADE_PORT: the proxy, default 3810)
# A version is found by its tag, v<version>; 0.1.0 came before tags and is commit 5f1bb20. Anything else given (a
# commit, a branch) is checked out as it is, for a drill between unreleased builds.
set -euo pipefail
cd "$(dirname "$0")/.."

# The commit of a released version, or nothing when it is not released (tagged) yet.
release_commit() {
  local version=${1#v}
  git rev-parse -q --verify "refs/tags/v$version^{commit}" ||
    { [ "$version" = 0.1.0 ] && git rev-parse "5f1bb20^{commit}"; } || true
}
release=${1:-}
if [ -z "$release" ]; then
  for version in $(sed -n 's/^## \([0-9][0-9.]*\) .*/\1/p' CHANGELOG.md); do
    found=$(release_commit "$version")
    if [ -n "$found" ] && [ "$found" != "$(git rev-parse HEAD)" ]; then release=$version && break; fi
  done
  [ -n "$release" ] || { echo "no earlier release in CHANGELOG.md is tagged: name one" >&2; exit 1; }
fi
if [[ $release =~ ^v?[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  found=$(release_commit "$release")
  [ -n "$found" ] || { echo "release ${release#v} is not tagged (git tag v${release#v} <commit>)" >&2; exit 1; }
  commit=$(git rev-parse --short "$found")
  release="${release#v} ($commit)"
else
  commit=$(git rev-parse -q --short --verify "$release^{commit}") || { echo "no version or commit $release" >&2; exit 1; }
  release=$commit
fi
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
# Same packages (the lockfile but for the version numbers): the installed packages are the release's own,
# hard-linked; else its own install.
packages_of() { node -e 'const l = JSON.parse(require("fs").readFileSync(0, "utf8")); delete l.version; delete l.packages[""].version; process.stdout.write(JSON.stringify(l))'; }
if [ "$(git show "$commit:package-lock.json" | packages_of)" = "$(packages_of <package-lock.json)" ]; then
  cp -al node_modules "$old/node_modules"
  step "release $release checked out, node_modules hard-linked (same lockfile)"
else
  (cd "$old" && npm ci --no-audit --no-fund >/dev/null)
  step "release $release checked out, npm ci (lockfile differs)"
fi
(cd "$old" && NEXT_TELEMETRY_DISABLED=1 npm run build >"$old/build.log" 2>&1) || { tail -n 30 "$old/build.log" >&2; exit 1; }
step "release $release built"
[ -f dist/server.mjs ] || { echo "dist/server.mjs is missing: npm run build first" >&2; exit 1; }
bash scripts/with-postgres.sh npx tsx --conditions=react-server scripts/upgrade-check.ts "$old"
