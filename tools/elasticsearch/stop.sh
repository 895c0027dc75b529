#!/usr/bin/env bash
# Stop the node started by start.sh (PID read from ES_PID_FILE, default /tmp/es-node.pid)
# and remove its temporary home directory (kept when ES_KEEP_HOME=1).
set -euo pipefail

ES_PID_FILE="${ES_PID_FILE:-/tmp/es-node.pid}"
log() { echo "[es-local] $*" >&2; }

if [[ ! -f "$ES_PID_FILE" ]]; then
  log "no PID file at $ES_PID_FILE; nothing to stop"
  exit 0
fi
PID="$(cat "$ES_PID_FILE")"
HOME_DIR="$(cat "$ES_PID_FILE.home" 2>/dev/null || true)"

# Only signal the process if it is really our launcher (the PID may have been reused).
if kill -0 "$PID" 2>/dev/null && tr '\0' ' ' <"/proc/$PID/cmdline" 2>/dev/null | grep -q 'tools.elasticsearch.LocalNode'; then
  kill -TERM "$PID" 2>/dev/null || true
  for _ in $(seq 1 60); do
    kill -0 "$PID" 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 "$PID" 2>/dev/null; then
    log "node $PID did not stop within 30s; sending SIGKILL"
    kill -KILL "$PID" 2>/dev/null || true
  fi
  log "stopped node $PID"
else
  log "process $PID is not running (or is not our node); cleaning up"
fi

rm -f "$ES_PID_FILE" "$ES_PID_FILE.home"
if [[ -n "$HOME_DIR" && -d "$HOME_DIR" && "${ES_KEEP_HOME:-0}" != "1" && "$(basename "$HOME_DIR")" == es-node.* ]]; then
  rm -rf "$HOME_DIR"
fi
