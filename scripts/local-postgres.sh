#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the test suite and the bench, and prints the URL of
# its database: `export TLP_TEST_DATABASE_URL=$(bash scripts/local-postgres.sh)`. Uses Debian's
# postgresql binaries (`.ci/run` installs the package when missing). The cluster lives in
# $TLP_PG_DIR (default /tmp/tlp-postgres) and listens on 127.0.0.1:$TLP_PG_PORT (default 55432) only;
# a second call finds it running and prints the same URL. Stop it: pg_ctl -D "$TLP_PG_DIR" stop.
set -euo pipefail
dir="${TLP_PG_DIR:-/tmp/tlp-postgres}"
port="${TLP_PG_PORT:-55432}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$bin" ]; then
  echo "no PostgreSQL binaries under /usr/lib/postgresql: apt-get install postgresql" >&2
  exit 1
fi
# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
if [ ! -f "$dir/PG_VERSION" ]; then
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_owner "'$bin/initdb' -D '$dir' -U postgres -A trust --no-sync >/dev/null"
fi
if ! as_owner "'$bin/pg_ctl' -D '$dir' status" >/dev/null 2>&1; then
  # fsync stays on: the durability tests (SIGKILL of a server process) rely on PostgreSQL's own.
  as_owner "'$bin/pg_ctl' -D '$dir' -l '$dir/log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k '$dir' -c max_connections=300\" start" >/dev/null
fi
as_owner "'$bin/psql' -h 127.0.0.1 -p $port -U postgres -tAc \"select 1 from pg_database where datname = 'tlp_test'\"" | grep -q 1 ||
  as_owner "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres tlp_test"
echo "postgres://postgres@127.0.0.1:$port/tlp_test"
