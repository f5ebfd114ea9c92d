#!/usr/bin/env bash
# Backup and restore drill, outside npm test: a throwaway PostgreSQL 15 with the demo data, the built
# app serving it under a write load, pg_dump taken while serving from an exported snapshot, restored into a fresh
# database, the app started on the copy; every table of the schemas public and frontdesk must have the same rows
# (count and an order-free checksum of its rows) in the copy as in the dump's snapshot, and a sample of members read back the
# same through both apps. Prints the time each step took.
#   npm run build && bash scripts/backup-check.sh        (BACKUP_PORT: the first of three ports, default 3800)
#   BACKUP_SCALE=1 bash scripts/backup-check.sh         (on top of the demo data, an operator's size: seed --scale 1,
#                                                        a million members; about an hour on this machine)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/server.mjs ] || { echo "dist/server.mjs is missing: npm run build first" >&2; exit 1; }
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

base=${BACKUP_PORT:-3800}
pg_port=$base app_port=$((base + 1)) copy_port=$((base + 2))
dir=$(mktemp -d /tmp/frontdesk-backup.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

started=$(date +%s.%N)
step_start=$started
step() { # prints the time the step just finished took
  local now
  now=$(date +%s.%N)
  printf '%-58s %7.1f s\n' "$1" "$(echo "$now - $step_start" | bc)"
  step_start=$now
}
db_url() { echo "postgres://postgres@127.0.0.1:$pg_port/$1"; }
psql_() { "$bin/psql" -X -q -At -v ON_ERROR_STOP=1 "$@"; }

wait_healthy() { # port, pid
  for _ in $(seq 1 600); do
    kill -0 "$2" 2>/dev/null || { echo "the app on port $1 exited (log: $dir/app-$1.log)" >&2; tail -n 20 "$dir/app-$1.log" >&2; exit 1; }
    curl -sf "http://127.0.0.1:$1/readyz" >/dev/null && return 0
    sleep 0.5
  done
  echo "the app on port $1 did not become healthy in 300 s" >&2
  exit 1
}
start_app() { # port, database
  DATABASE_URL=$(db_url "$2") SEED=full PORT=$1 NODE_ENV=production LOG_LEVEL=warn NEXT_TELEMETRY_DISABLED=1 \
    NEXTAUTH_URL="http://127.0.0.1:$1" node dist/server.mjs >"$dir/app-$1.log" 2>&1 &
  pids+=($!)
  wait_healthy "$1" $!
}

# Per table: name|rows|checksum of its rows, in the transaction's snapshot (the first argument, or a new one). The
# checksum is the sum of each row's md5 taken as a 64-bit number: independent of order and of constant memory, so it
# also serves tables of 20 million rows (one string of every row would pass PostgreSQL's 1 GB limit there).
checksums() { # database [snapshot]
  {
    echo "BEGIN ISOLATION LEVEL REPEATABLE READ;"
    [ -n "${2:-}" ] && echo "SET TRANSACTION SNAPSHOT '$2';"
    cat <<'SQL'
SELECT format('SELECT %L || ''|'' || count(*) || ''|'' || coalesce(sum((''x'' || left(md5(t::text), 16))::bit(64)::bigint), 0) FROM %I.%I t',
              schemaname || '.' || tablename, schemaname, tablename)
  FROM pg_tables WHERE schemaname IN ('public', 'frontdesk') ORDER BY schemaname, tablename \gexec
COMMIT;
SQL
  } | psql_ -d "$(db_url "$1")"
}

export PLATFORM_SIGNING_KEY NEXTAUTH_SECRET SECRETS_KEY
PLATFORM_SIGNING_KEY=$(openssl rand -base64 48)
NEXTAUTH_SECRET=$(openssl rand -base64 48)
SECRETS_KEY=$(openssl rand -base64 32) # the restored copy is read with the same key, as a venue's would be

# 1. PostgreSQL and the app on the demo data
as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $pg_port -k $dir -c listen_addresses=127.0.0.1" -l "$dir/pg.log" -w start >/dev/null
psql_ -d "$(db_url postgres)" -c "CREATE DATABASE frontdesk" -c "CREATE DATABASE restored"
step "PostgreSQL 15 started"
start_app "$app_port" frontdesk
step "app started, migrated and seeded the demo data"
if [ -n "${BACKUP_SCALE:-}" ]; then
  DATABASE_URL=$(db_url frontdesk) npm run -s platform -- seed --scale "$BACKUP_SCALE" >"$dir/seed.log"
  step "seed --scale $BACKUP_SCALE"
fi
members=$(psql_ -d "$(db_url frontdesk)" -c "SELECT count(*) FROM members")
echo "  demo data: $members members, $(psql_ -d "$(db_url frontdesk)" -c "SELECT pg_size_pretty(pg_database_size('frontdesk'))")"

# 2. A write load: promo codes created one after another through the platform API, each acknowledged id kept,
#    and a member's medical details read between them (each read of special-category data writes an audit row).
token=$(DATABASE_URL=$(db_url frontdesk) npm run -s platform -- token --products FOH --features FOHGENERIC,BOOKINGDISCOUNTS)
member_token=$(DATABASE_URL=$(db_url frontdesk) npm run -s platform -- token --products FOH --features FOHGENERIC --member 1001)
discount=$(npm run -s platform -- fixtures | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).discountIds[0]))')
from=$(date -u -d tomorrow +%F) to=$(date -u -d '+30 days' +%F)
write_loop() {
  local i=0 answer
  while [ ! -e "$dir/stop" ]; do
    i=$((i + 1))
    answer=$(curl -s -o "$dir/body" -w '%{http_code}' -X POST "http://127.0.0.1:$app_port/platform/api/configuration/promotion-codes" \
      -H "authorization: Bearer $token" -H "x-use-sso: true" -H "content-type: application/json" \
      -d "{\"code\":\"DRILL$i$RANDOM\",\"validFrom\":\"$from\",\"validTo\":\"$to\",\"maxUsages\":5,\"active\":true,\"autoApply\":false,\"discountIds\":[$discount]}" || true)
    if [ "$answer" = 201 ]; then echo "ok $(cat "$dir/body")" >>"$dir/writes"; else echo "refused $answer" >>"$dir/writes"; fi
    answer=$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Bearer $member_token" -H "x-use-sso: true" \
      "http://127.0.0.1:$app_port/platform/api/members/1001/medical-details" || true)
    [ "$answer" = 200 ] || echo "refused medical read $answer" >>"$dir/writes"
  done
}
touch "$dir/writes"
write_loop &
pids+=($!)
writer=$!
sleep 5
step "tokens made, write load running ($(grep -c '^ok' "$dir/writes") promo codes written in 5 s)"

# 3. The dump, while serving, from a snapshot exported by a transaction held open until the checksums are taken.
before=$(grep -c '^ok' "$dir/writes" || true) # acknowledged before the snapshot: all of them are in it
mkfifo "$dir/hold"
psql_ -d "$(db_url frontdesk)" <"$dir/hold" >"$dir/snapshot" &
pids+=($!)
exec 7>"$dir/hold"
echo "BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT pg_export_snapshot();" >&7
for _ in $(seq 1 100); do [ -s "$dir/snapshot" ] && break; sleep 0.1; done
snapshot=$(head -n 1 "$dir/snapshot")
[ -n "$snapshot" ] || { echo "no snapshot exported" >&2; exit 1; }
"$bin/pg_dump" -Fc --snapshot="$snapshot" -d "$(db_url frontdesk)" -f "$dir/frontdesk.dump"
step "pg_dump -Fc while serving ($(du -h "$dir/frontdesk.dump" | cut -f1))"
checksums frontdesk "$snapshot" >"$dir/at-dump"
echo "COMMIT;" >&7
exec 7>&-
step "checksums of $(wc -l <"$dir/at-dump") tables in the dump's snapshot"
touch "$dir/stop"
wait "$writer" || true
acked=$(grep -c '^ok' "$dir/writes" || true)
refused=$(grep -c '^refused' "$dir/writes" || true)
echo "  writes: $acked acknowledged ($before before the snapshot), $refused refused or failed"

# 4. Restore into a fresh database and start the app on it.
"$bin/pg_restore" --exit-on-error --no-owner -d "$(db_url restored)" "$dir/frontdesk.dump"
step "pg_restore into a fresh database"
start_app "$copy_port" restored
step "app started on the restored copy"
checksums restored >"$dir/restored"
step "checksums of the restored copy"

# 5. Equal: every table, row count and checksum; and a sample of members read the same through both apps.
failures=0
if diff "$dir/at-dump" "$dir/restored" >"$dir/diff"; then
  echo "ok   all $(wc -l <"$dir/restored") tables of public and frontdesk equal (rows and checksums) to the dump's snapshot"
else
  echo "FAIL tables differ (dump snapshot < > restored copy):"
  cat "$dir/diff"
  failures=$((failures + 1))
fi
for table in public.members public.bookings public.booking_members public.audit_log public.promo_codes frontdesk.staff_audit; do
  grep "^$table|" "$dir/restored" | awk -F'|' '{ printf "     %-28s %8s rows  %s\n", $1, $2, $3 }' || true
done
copied=$(psql_ -d "$(db_url restored)" -c "SELECT count(*) FROM promo_codes WHERE code LIKE 'DRILL%'")
if [ "$copied" -ge "$before" ] && [ "$copied" -le "$acked" ]; then
  echo "ok   the copy holds $copied of the drill's promo codes (between the $before acknowledged before its snapshot and the $acked at the end)"
else
  echo "FAIL the copy holds $copied of the drill's promo codes (expected between $before and $acked)"
  failures=$((failures + 1))
fi
# Consent and medical details are the member's own (a token per member); past bookings too.
# About 300 members spread over the ids, and the demo's first dozen.
sample=$(psql_ -d "$(db_url restored)" -c "SELECT id FROM members WHERE id % greatest(97, (SELECT count(*) / 300 FROM members)) = 0 OR id BETWEEN 1001 AND 1012 ORDER BY id")
echo "$sample" | npx tsx --conditions=react-server -e 'import("./lib/platform/http/tokens.ts").then(async ({ issueToken }) => {
  for (const id of require("node:fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean))
    console.log(id, await issueToken({ products: ["FOH"], features: ["FOHGENERIC"], memberId: Number(id) }));
});' >"$dir/member-tokens"
read_count=0 read_differ=0
while read -r id member_token; do
  for path in "/api/members/$id/consent" "/api/members/$id/medical-details" "/api/members/v2/$id/past-bookings?limit=50"; do
    a=$(curl -s -w ' %{http_code}' -H "authorization: Bearer $member_token" -H "x-use-sso: true" "http://127.0.0.1:$app_port/platform$path")
    b=$(curl -s -w ' %{http_code}' -H "authorization: Bearer $member_token" -H "x-use-sso: true" "http://127.0.0.1:$copy_port/platform$path")
    b=${b//127.0.0.1:$copy_port/127.0.0.1:$app_port} # past bookings' page links name the origin
    read_count=$((read_count + 1))
    echo "${a##* }" >>"$dir/statuses"
    [ "$a" = "$b" ] || { read_differ=$((read_differ + 1)); echo "     differs: $path"; }
  done
done <"$dir/member-tokens"
statuses=$(sort "$dir/statuses" | uniq -c | tr -s ' \n' ' ')
if [ "$read_count" -gt 100 ] && [ "$read_differ" = 0 ] && ! grep -qv '^[24]00$' "$dir/statuses" && grep -q '^200$' "$dir/statuses"; then
  echo "ok   $read_count reads (consent, medical details, past bookings of $(wc -l <"$dir/member-tokens") members, each with its own token) answer the same through both apps (statuses:${statuses% })"
else
  echo "FAIL $read_differ of $read_count reads differ between the apps, or a status is neither 200 nor 400 (statuses:${statuses% })"
  failures=$((failures + 1))
fi
step "compared"
printf '%-58s %7.1f s\n' "total" "$(echo "$(date +%s.%N) - $started" | bc)"
[ "$failures" = 0 ] || { echo "backup drill FAILED ($failures)"; exit 1; }
echo "backup drill passed"
