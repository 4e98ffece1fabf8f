#!/bin/sh
# A disposable PostgreSQL cluster for tests, on 127.0.0.1 only, data in a temporary folder.
#   scripts/pg-throwaway.sh start [PORT]   prints the DATABASE_URL (default port 54329)
#   scripts/pg-throwaway.sh stop [PORT]    stops the cluster and deletes its folder
# Needs Debian's postgresql package (apt-get install -y postgresql). Run as root, the server runs
# as the postgres user (PostgreSQL refuses to run as root).
set -eu

action=${1:-}
port=${2:-54329}
dir="${TMPDIR:-/tmp}/dungeon-party-pg-$port"

bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "PostgreSQL binaries not found (install with: apt-get install -y postgresql, or set PG_BIN)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

url="postgres://postgres@127.0.0.1:$port/postgres"

case "$action" in
  start)
    if [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      echo "$url"
      exit 0
    fi
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # Durability is pointless for a throwaway cluster; turning it off makes tests faster.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "$url"
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "Usage: $0 start|stop [PORT]" >&2
    exit 2
    ;;
esac
