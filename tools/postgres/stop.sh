#!/usr/bin/env bash
# Stops a server started by start.sh DIR PORT and deletes DIR with its data.
#
#   tools/postgres/stop.sh DIR
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 DIR" >&2
  exit 2
fi
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DIR="$(cd "$1" && pwd)"
if [ -f "$DIR/data/postmaster.pid" ]; then
  as_server=()
  [ "$(id -u)" = 0 ] && as_server=(runuser -u "$(stat -c %U "$DIR/data")" --)
  cd "$DIR"
  # Immediate: the data is thrown away, so nothing needs a clean checkpoint.
  "${as_server[@]}" "$("$HERE/install.sh")/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null
fi
rm -rf "$DIR"
