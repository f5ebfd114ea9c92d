#!/usr/bin/env bash
# The fault check (docs/fault-check.md): a throwaway PostgreSQL 15 started as scripts/with-postgres.sh
# starts one, on port FAULT_CHECK_PORT+9 (default 4209), with a database for the upstream platform and one for the
# app; then scripts/fault-check.ts starts the fault proxies, the SMTP sink, the platform and two app instances
# (the built dist/server.mjs: npm run build first), makes each part slow, dropping and hanging, and checks.
# Outside npm test: about 10 minutes. Exits 1 on any violation. The servers' logs: /tmp/fault-check-logs.
#   bash scripts/fault-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/server.mjs ]; then
  echo "dist/server.mjs is missing: npm run build first" >&2
  exit 1
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
base=${FAULT_CHECK_PORT:-4200}
port=$((base + 9))
dir=$(mktemp -d /tmp/frontdesk-fault-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -l "$dir/log" -w start >/dev/null
trap 'as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$dir"' EXIT
for database in platform frontdesk; do
  as_pg "$bin/psql" -q -h 127.0.0.1 -p "$port" -U postgres -c "CREATE DATABASE $database" >/dev/null
done
FAULT_PG_PORT=$port FAULT_CHECK_PORT=$base npx tsx --conditions=react-server scripts/fault-check.ts
