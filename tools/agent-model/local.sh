#!/usr/bin/env bash
# npm run agent-model:local: installs (pinned, project-local) and starts a local OpenAI-compatible
# chat server with SmolLM2-135M-Instruct on loopback, printing the variable that points the agent
# gateway at it. It proves the protocol path; its answers are not useful (docs/agents.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
model=$(tools/agent-model/install.sh)
port=${AGENT_MODEL_PORT:-8091}
cat <<VARS
Local chat model on http://127.0.0.1:$port/v1. Point the agent gateway at it:

  export AGENT_PROVIDERS='[{"base_url":"http://127.0.0.1:$port/v1","model":"smollm2-135m-instruct"}]'
  export AGENT_TIMEOUT_MS=30000

(Ctrl-C stops the server.)
VARS
exec node tools/agent-model/server.mjs --model "$model" --runtime "$PWD/.cache/agent-model/runtime-3.22.1" --port "$port" --threads "${AGENT_MODEL_THREADS:-1}"
