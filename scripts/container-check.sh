#!/usr/bin/env bash
# The compose stack end to end (minutes; not part of npm test):
#   bash scripts/container-check.sh
# Builds the image (with base images made from Debian's packages when node:20-bookworm-slim is not
# present: scripts/container-local-images.sh), starts compose.yaml (PostgreSQL, two instances, Caddy)
# on a throwaway project, waits for health, adds the first administrator with the CLI and, in Chromium
# through the proxy over https (scripts/container-first-admin.mjs), sets their password through the
# one-time link, sets up the second factors their role requires (an authenticator app, and a passkey)
# and signs in with each, ending with a code from the app; then writes through one instance and reads
# through the other, restarts an instance and then the database with nothing lost, and tears it all
# down (volumes too; the images stay). Needs a running Docker engine, compose, Chromium, curl.
# CHECK_HTTP_PORT / CHECK_HTTPS_PORT: the proxy's ports on this machine (default 4301 / 4302).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$1" $(($(date +%s) - started)); }
fail() { printf 'container check FAILED: %s\n' "$1" >&2; exit 1; }

docker info >/dev/null 2>&1 || fail "no Docker engine answers (docker info)"
if docker compose version >/dev/null 2>&1; then compose_cmd=(docker compose); else compose_cmd=(docker-compose); fi
command -v "${compose_cmd[0]}" >/dev/null || fail "neither docker compose nor docker-compose is installed"
if [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian chromium for the sign-in"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

image_exists() { docker image inspect "$1" >/dev/null 2>&1; }
if [ -z "${BASE_IMAGE:-}" ] && ! image_exists node:20-bookworm-slim; then
  step "No node:20-bookworm-slim here: base images from Debian's packages"
  bash scripts/container-local-images.sh
  export BASE_IMAGE=frontdesk-local/node:20
  image_exists postgres:15 || export POSTGRES_IMAGE=frontdesk-local/postgres:15
  image_exists caddy:2 || export CADDY_IMAGE=frontdesk-local/caddy:2
fi
export BASE_IMAGE=${BASE_IMAGE:-node:20-bookworm-slim} FRONTDESK_IMAGE=frontdesk:check

step "Building the image on $BASE_IMAGE"
build_started=$(date +%s)
docker build -q --build-arg BASE_IMAGE="$BASE_IMAGE" -t "$FRONTDESK_IMAGE" . >/dev/null
build_seconds=$(($(date +%s) - build_started))
image_mb=$(($(docker image inspect -f '{{.Size}}' "$FRONTDESK_IMAGE") / 1000000))
contents=$(docker run --rm --entrypoint sh "$FRONTDESK_IMAGE" -c \
  'id -u; ls -A; ls node_modules | grep -cxE "vitest|eslint|typescript|@playwright|tsx|drizzle-kit" || true')
[ "$(sed -n 1p <<<"$contents")" != 0 ] || fail "the image runs as root"
grep -qxE '\.env|\.data|\.git|e2e|app' <<<"$contents" && fail "the image carries files the runtime must not: $contents"
[ "$(tail -n 1 <<<"$contents")" = 0 ] || fail "the image carries dev dependencies"
echo "image $FRONTDESK_IMAGE: ${image_mb} MB, built in ${build_seconds}s, user $(sed -n 1p <<<"$contents")"

work=$(mktemp -d /tmp/frontdesk-container-check.XXXXXX)
host=frontdesk.localhost https_port=${CHECK_HTTPS_PORT:-4302}
base="https://$host:$https_port"
cat >"$work/check.env" <<EOF
FRONTDESK_HOST=$host
HTTPS_PORT=$https_port
HTTP_PORT=${CHECK_HTTP_PORT:-4301}
POSTGRES_PASSWORD=$(openssl rand -hex 32)
PLATFORM_SIGNING_KEY=$(openssl rand -hex 32)
NEXTAUTH_SECRET=$(openssl rand -hex 32)
SECRETS_KEY=$(openssl rand -hex 32)
SEED=none
EOF
export FRONTDESK_ENV_FILE="$work/check.env"
compose() { "${compose_cmd[@]}" -p frontdesk-check --env-file "$work/check.env" "$@"; }
teardown() {
  status=$?
  if [ "$status" != 0 ]; then compose logs --tail 40 >&2 || true; fi
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$work"
  exit "$status"
}
trap teardown EXIT

id_of() { compose ps -q "$1"; }
ip_of() { docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$(id_of "$1")"; }
health_of() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "$(id_of "$1")"; }
wait_healthy() { # service, timeout in seconds
  for _ in $(seq "$2"); do [ "$(health_of "$1")" = healthy ] && return 0; sleep 1; done
  fail "$1 was not healthy within $2 s"
}
proxy_curl() { curl -sS --cacert "$work/root.crt" --resolve "$host:$https_port:127.0.0.1" "$@"; }
wait_proxy() {
  for _ in $(seq 120); do
    [ -s "$work/root.crt" ] || docker cp "$(id_of proxy):/data/caddy/pki/authorities/local/root.crt" "$work/root.crt" 2>/dev/null || true
    [ -s "$work/root.crt" ] && [ "$(proxy_curl -o /dev/null -w '%{http_code}' "$base/platform/health" 2>/dev/null)" = 200 ] && return 0
    sleep 1
  done
  fail "no 200 from $base/platform/health through the proxy"
}

step "Starting the stack (empty database)"
up_started=$(date +%s%N)
compose up -d --no-build >/dev/null 2>&1 || { compose up -d --no-build; fail "compose up"; }
wait_proxy
cold_ms=$((($(date +%s%N) - up_started) / 1000000))
wait_healthy app1 120 && wait_healthy app2 120
echo "cold start (compose up on an empty volume to the first 200 through the proxy): ${cold_ms} ms"
[ "$(proxy_curl -o /dev/null -w '%{http_code}' "http://$host:${CHECK_HTTP_PORT:-4301}/" --resolve "$host:${CHECK_HTTP_PORT:-4301}:127.0.0.1")" = 308 ] ||
  fail "http is not redirected to https"

step "First administrator with the CLI, then in the browser through the proxy: password, second factors, sign-in"
added=$(compose exec -T app1 node dist/cli.mjs staff add --role admin --email first.admin@venue.example --name "First Admin")
link=$(grep -oE 'https://[^ ]+/set-password/[A-Za-z0-9_-]+' <<<"$added") || fail "no set-password link in: $added"
password="Desk-$(openssl rand -hex 8)"
session=$(node scripts/container-first-admin.mjs "$link" "$base" first.admin "$password" "$host") ||
  fail "the first administrator in the browser through the proxy"
echo "signed in as first.admin through $base (password, then a code from the authenticator app)"

# The BFF as the admin's browser calls it: the session cookie, and the app's own Origin on writes.
api() { # instance (app1, app2 or proxy), method, path, [json]
  local url
  if [ "$1" = proxy ]; then url="$base$3"; else url="http://$(ip_of "$1"):3000$3"; fi
  proxy_curl -f -X "$2" -H "cookie: $session" -H "origin: $base" ${4:+-H "content-type: application/json" --data "$4"} "$url"
}
add_staff() { # instance, username
  api "$1" POST /api/staff "{\"name\":\"Check $2\",\"email\":\"$2@venue.example\",\"username\":\"$2\",\"role\":\"reception\"}" |
    grep -q '/set-password/' || fail "adding $2 through $1"
}
expect_staff() { # instance, usernames...
  local list
  list=$(api "$1" GET /api/staff) || fail "reading staff through $1"
  for name in "${@:2}"; do grep -q "\"username\":\"$name\"" <<<"$list" || fail "$name not read back through $1"; done
}

step "Write through app1, read through app2"
add_staff app1 desk.one
expect_staff app2 first.admin desk.one

step "Restart app1"
restart_started=$(date +%s%N)
compose restart app1 >/dev/null 2>&1
sleep 2 && wait_healthy app1 120
restart_ms=$((($(date +%s%N) - restart_started) / 1000000))
expect_staff app1 first.admin desk.one
add_staff app1 desk.two
expect_staff app2 desk.two

step "Restart the database"
compose restart db >/dev/null 2>&1
wait_healthy db 60
for _ in $(seq 60); do api proxy GET /api/staff >/dev/null 2>&1 && break; sleep 1; done
expect_staff proxy first.admin desk.one desk.two
for app in app1 app2; do
  [ "$(docker inspect -f '{{.RestartCount}}' "$(id_of "$app")")" = 0 ] || fail "$app crashed when the database restarted"
done
add_staff app2 desk.three
expect_staff app1 first.admin desk.one desk.two desk.three

step "Tearing down"
trap - EXIT
compose down -v --remove-orphans >/dev/null 2>&1
rm -rf "$work"
echo "container check passed in $(($(date +%s) - started)) s: image ${image_mb} MB (build ${build_seconds} s)," \
  "cold start ${cold_ms} ms, app1 restart to healthy ${restart_ms} ms"
