#!/usr/bin/env bash
# Checks what the Docker image does, without Docker: in a clean directory, the production install
# the Dockerfile runs, then the compiled server (`node dist/server.js`), the compiled agent gateway
# (`node dist/agent.js`) and a CLI from dist/, with no dev tooling present. Run after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f dist/server.js ] || { echo "dist/ is missing: run npm run build first" >&2; exit 1; }
work=$(mktemp -d)
server=""
agent=""
cleanup() { [ -n "$agent" ] && kill "$agent" 2>/dev/null; [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

cp package.json package-lock.json .npmrc "$work/"
cp -r dist "$work/dist"
cd "$work"
# The production install of the Dockerfile's runtime stage (see the comment there).
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for tool in tsx typescript vitest; do
  if [ -e "node_modules/$tool" ]; then echo "dev tooling installed: $tool" >&2; exit 1; fi
done

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
DATA_DIR="$work/data" PORT="$port" LOG_LEVEL=warn node dist/server.js > server.log 2>&1 &
server=$!
for _ in $(seq 1 120); do
  if health=$(curl -fs "http://127.0.0.1:$port/"); then break; fi
  kill -0 "$server" 2>/dev/null || { cat server.log >&2; exit 1; }
  sleep 0.5
done
echo "GET / -> $health"
echo "$health" | node -e "let s='';process.stdin.on('data',(d)=>s+=d).on('end',()=>{const h=JSON.parse(s);if(h.status!=='ok'||h.version!==require('./package.json').version)process.exit(1)})"
DATA_DIR="$work/data" LOG_LEVEL=warn node dist/keys.js create --partner "Image check" --name check --scopes regions.read --json > key.json
key=$(node -e "console.log(require('./key.json').key)")
curl -fs -H "X-API-Key: $key" "http://127.0.0.1:$port/v1/countries?limit=1" > /dev/null

# The agent gateway joins the server's embedded database and answers a question without a model.
agent_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
DATA_DIR="$work/data" AGENT_PORT="$agent_port" LOG_LEVEL=warn node dist/agent.js > agent.log 2>&1 &
agent=$!
for _ in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:$agent_port/" > /dev/null; then break; fi
  kill -0 "$agent" 2>/dev/null || { cat agent.log >&2; exit 1; }
  sleep 0.5
done
DATA_DIR="$work/data" LOG_LEVEL=warn node dist/keys.js create --partner "Image check" --name agent --scopes agent.query,search --json > agent-key.json
agent_key=$(node -e "console.log(require('./agent-key.json').key)")
curl -fs -H "X-API-Key: $agent_key" -H "Content-Type: application/json" -d '{"question":"pemasok kursi rotan di Bali"}' "http://127.0.0.1:$agent_port/v1/query" > answer.json
node -e "const a=require('./answer.json').data;if(a.model!==null||!a.answer)process.exit(1)"
echo "POST /v1/query on the agent gateway -> answered without a model"
kill -TERM "$agent"
wait "$agent"
agent=""

kill -TERM "$server"
wait "$server"
server=""
echo "production install, compiled server, agent gateway and CLI: ok"
