#!/usr/bin/env bash
# npm run embeddings:use: the second local embeddings model (universal-sentence-encoder
# multilingual v3, 512 dimensions) on loopback, and the variables that point the service at it.
# Its similarities spread much wider than e5's (unrelated texts near 0.1, not 0.78).
set -euo pipefail
cd "$(dirname "$0")/../.."
python=$(tools/embeddings-use/install.sh)
port=${EMBEDDINGS_PORT:-8090}
cat <<VARS
Local embeddings server (universal-sentence-encoder multilingual v3) on http://127.0.0.1:$port/v1. Point the service at it:

  export EMBEDDINGS_PROVIDER=openai
  export OPENAI_BASE_URL=http://127.0.0.1:$port/v1
  export OPENAI_API_KEY=local
  export EMBEDDINGS_MODEL=use-multilingual-v3
  export EMBEDDINGS_DIMENSIONS=512

(Ctrl-C stops the server.)
VARS
exec "$python" tools/embeddings-use/server.py --host 127.0.0.1 --port "$port"
