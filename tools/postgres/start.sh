#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 18 server with pgvector (tools/postgres/install.sh) on 127.0.0.1,
# for tests, benchmarks and trying DATABASE_URL locally. Durability is traded for speed (fsync,
# synchronous_commit and full_page_writes off): the data lives only until stop.sh.
#
#   tools/postgres/start.sh DIR PORT [-c name=value ...]
#
# DIR (new or empty) receives the data directory, the log (server.log) and the Unix socket; PORT
# is the loopback port; further arguments go to the server. Prints the connection URL of the
# `postgres` database (user `postgres`, no password: trust on loopback only). Stop with stop.sh DIR.
# initdb refuses to run as root, so as root the server runs as the system user directory-pg,
# created when missing.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 DIR PORT [-c name=value ...]" >&2
  exit 2
fi
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DIR="$1"
PORT="$2"
shift 2
SERVER_USER=directory-pg
BIN="$("$HERE/install.sh")"

mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"
chmod 700 "$DIR"
as_server=()
if [ "$(id -u)" = 0 ]; then
  id -u "$SERVER_USER" >/dev/null 2>&1 ||
    useradd --system --no-create-home --shell /usr/sbin/nologin "$SERVER_USER"
  chown "$SERVER_USER:" "$DIR"
  as_server=(runuser -u "$SERVER_USER" --)
  if ! "${as_server[@]}" test -x "$BIN/postgres"; then
    echo "$0: user $SERVER_USER cannot run $BIN/postgres; every directory above it must be searchable by others (chmod o+x)" >&2
    exit 1
  fi
fi
# The server's working directory must be one it may enter.
cd "$DIR"

"${as_server[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --no-sync --no-instructions \
  -E UTF8 --locale=C >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
options=(
  -p "$PORT" -k "$DIR" -c "listen_addresses=127.0.0.1"
  -c fsync=off -c synchronous_commit=off -c full_page_writes=off
  -c max_connections=200
  "$@"
)
# pg_ctl passes -o through a shell: quote each word once.
"${as_server[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -o "$(printf '%q ' "${options[@]}")" \
  -w -t 60 start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
