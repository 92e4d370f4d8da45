#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster: initdb in a temporary folder, owned by
# an unprivileged user, listening on 127.0.0.1 only; TEST_DATABASE_URL names its server. The
# cluster is stopped and its folder removed when the command ends, however it ends.
#
#   bash api/scripts/with-postgres.sh npm test -w @lms/api
#
# Environment: TEST_PG_PORT (default 55432); TEST_DATABASE_URL already set → the command runs on
# that server and no cluster is started. Debian's `postgresql` is installed when missing (root).
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

port="${TEST_PG_PORT:-55432}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1; }
bin="$(find_bin)"
if [ -z "$bin" ]; then
  echo "[pg] installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql > /dev/null
  bin="$(find_bin)"
fi

# PostgreSQL refuses to run as root: run the cluster as an unprivileged user.
as_user=()
if [ "$(id -u)" = 0 ]; then
  user=postgres
  id "$user" > /dev/null 2>&1 || useradd --system --no-create-home "$user"
  as_user=(runuser -u "$user" --)
fi

dir="$(mktemp -d /tmp/lms-pg.XXXXXX)"
[ ${#as_user[@]} -gt 0 ] && chown "$user" "$dir"

stop() {
  "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop > /dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

"${as_user[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
  > "$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log"
  exit 1
}
# A test server: nothing needs to survive a crash, so no fsync.
"${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start > /dev/null || {
  cat "$dir/server.log"
  exit 1
}

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "[pg] PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
