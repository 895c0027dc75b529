#!/usr/bin/env bash
# npm run embeddings:local: a local OpenAI-compatible embeddings server on loopback for development
# and tests (multilingual e5, English and Indonesian), and the variables that point the service at it.
set -euo pipefail
cd "$(dirname "$0")/../.."
serve=$(tools/embeddings/install.sh)
port=${EMBEDDINGS_PORT:-8089}
threads=${EMBEDDINGS_THREADS:-2}
cat <<VARS
Local embeddings server on http://127.0.0.1:$port/v1 ($threads threads). Point the service at it:

  export EMBEDDINGS_PROVIDER=openai
  export OPENAI_BASE_URL=http://127.0.0.1:$port/v1
  export OPENAI_API_KEY=local
  export EMBEDDINGS_MODEL=e5-passage
  export EMBEDDINGS_QUERY_MODEL=e5-query
  export EMBEDDINGS_DIMENSIONS=384
  export EMBEDDINGS_BATCH_SIZE=128

(Ctrl-C stops the server.)
VARS
exec "$serve" --host 127.0.0.1 --port "$port" --threads "$threads"
