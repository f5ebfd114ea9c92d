#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 on 127.0.0.1 (Debian's postgresql package),
# with TEST_DATABASE_URL and DATABASE_URL pointing at it and PLATFORM_RESET_DB=1 so the
# platform starts from an empty schema. Uses the already-set TEST_DATABASE_URL if there is one.
#   bash scripts/with-postgres.sh npx vitest run lib/platform/members
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  DATABASE_URL="$TEST_DATABASE_URL" PLATFORM_RESET_DB=1 exec "$@"
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/frontdesk-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
port=$((20000 + RANDOM % 20000))
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -l "$dir/log" -w start >/dev/null
trap 'as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$dir"' EXIT
url="postgres://postgres@127.0.0.1:$port/postgres"
set +e
TEST_DATABASE_URL="$url" DATABASE_URL="$url" PLATFORM_RESET_DB=1 "$@"
status=$?
exit $status
