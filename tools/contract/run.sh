#!/usr/bin/env bash
# npm run test:contract: schemathesis (pinned, project-local) over the running service's own
# OpenAPI document, then over the agent gateway's (its own process and port, joining the API's
# database; no chat provider, so the rule-based planner answers), with every check, a fixed seed
# and a bounded number of cases per operation. Starts both on a fresh embedded database, issues a
# key with every scope, stops them after.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=4.32.5
VENV=.cache/contract/venv
source tools/lib/pip-venv.sh
pip_venv "$VENV" "schemathesis==$VERSION"

work=$(mktemp -d)
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
# The local embeddings model, so semantic and hybrid search are fuzzed for real (not only their 503).
embeddings_port=$(free_port)
"$(tools/embeddings/install.sh)" --host 127.0.0.1 --port "$embeddings_port" --threads 1 > "$work/embeddings.log" 2>&1 &
embeddings=$!
port=$(free_port)
export DATA_DIR="$work/data" PORT="$port" LOG_LEVEL=warn
export EMBEDDINGS_PROVIDER=openai OPENAI_BASE_URL="http://127.0.0.1:$embeddings_port/v1" OPENAI_API_KEY=local
export EMBEDDINGS_MODEL=e5-passage EMBEDDINGS_QUERY_MODEL=e5-query EMBEDDINGS_DIMENSIONS=384 SEMANTIC_THRESHOLD_DEFAULT=0.8
node --import tsx src/server.ts > "$work/server.log" 2>&1 &
server=$!
agent=""
cleanup() {
  kill $agent "$server" "$embeddings" 2>/dev/null || true
  wait $agent "$server" "$embeddings" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# schemathesis's closing banner: its counts and running time framed in "=" (or "Empty test suite").
FINAL_LINE='^=+ .*( in [0-9.]+s|after [0-9.]+s|Empty test suite|No issues found.*) =+$'
# "N cases, M failures[, K errors]" from the report: "Test cases:" is followed by "N generated, ...",
# and the closing banner counts failures and errors.
summary_line() {
  local cases failures errors banner
  cases=$(grep -A1 '^Test cases:' "$1" | grep -oE '[0-9]+ generated' | grep -oE '[0-9]+' || true)
  banner=$(grep -E "$FINAL_LINE" "$1" | tail -1 || true)
  failures=$(grep -oE '[0-9]+ failures?' <<<"$banner" | grep -oE '[0-9]+' || true)
  errors=$(grep -oE '[0-9]+ errors?' <<<"$banner" | grep -oE '[0-9]+' || true)
  printf '%s cases, %s failures' "${cases:-0}" "${failures:-0}"
  if [ -n "$errors" ]; then printf ', %s error%s' "$errors" "$([ "$errors" = 1 ] || echo s)"; fi
  if [ -z "$banner" ]; then printf ' (schemathesis ended without its summary)'; fi
  echo
}
# wait_ready NAME URL PID: polls a keyless URL until it answers; fails with the process's log when
# the process ends or 120 s pass (a fuzz run against a process that is not up would count nothing).
wait_ready() {
  for _ in $(seq 1 480); do
    curl -fs "$2" >/dev/null 2>&1 && return 0
    kill -0 "$3" 2>/dev/null || break
    sleep 0.25
  done
  echo "contract: $1 did not start" >&2
  cat "$work/$1.log" >&2
  return 1
}
wait_ready embeddings "http://127.0.0.1:$embeddings_port/health" "$embeddings"
wait_ready server "http://127.0.0.1:$port/" "$server"

scopes=$(node --import tsx -e "import('./src/access/scopes.ts').then((m) => console.log(m.SCOPES.join(',')))")
key=$(node --import tsx src/cli/keys.ts create --partner "Contract fuzz" --name schemathesis --scopes "$scopes" --rate-limit 1000000 --json |
  node -e "let s='';process.stdin.on('data',(d)=>s+=d).on('end',()=>console.log(JSON.parse(s).key))")

# schemathesis.toml (read from the working directory) holds the per-operation exclusions and why.
# Its report goes to the log as it runs, except its closing pytest-style line ("=== 2 warnings in
# 69.95s ==="), which log scanners read as a test runner's summary: the counts end the log in a
# line of our own instead, and the exit status is schemathesis's.
fuzz() { # fuzz NAME URL: one schemathesis run, its report in the log, our own count line after it
  local status=0
  "$VENV/bin/st" run "$2" \
    --header "X-API-Key: $key" \
    --checks all \
    --seed 20261122 \
    --max-examples "${CONTRACT_MAX_EXAMPLES:-40}" \
    --no-color \
    --workers 1 "${@:3}" 2>&1 | tee "$work/$1.log" | grep -Ev "$FINAL_LINE" || status=${PIPESTATUS[0]}
  echo "contract ($1): $(summary_line "$work/$1.log")"
  return "$status"
}

status=0
fuzz api "http://127.0.0.1:$port/v1/openapi.json" "$@" || status=$?

# The agent gateway: the same key (it holds agent.query), the same database and rate-limit window.
agent_port=$(free_port)
AGENT_PORT="$agent_port" node --import tsx src/agent.ts > "$work/agent.log" 2>&1 &
agent=$!
# Its health route answers without a key (its OpenAPI document, like the API's, asks for one).
wait_ready agent "http://127.0.0.1:$agent_port/" "$agent"
fuzz agent-gateway "http://127.0.0.1:$agent_port/v1/openapi.json" "$@" || status=$?

exit "$status"
