# Sourced by the scripts that run Redocly CLI (tools/contract/lint-openapi.sh, tools/docs/build.sh).
#
# redocly_cli: installs the pinned Redocly CLI project-local into .cache/ (once; a lock keeps two
# callers from installing side by side) and sets REDOCLY to its executable.
REDOCLY_VERSION=2.77.0
# The CLI reports usage to Redocly unless told not to (and then also builds pages that do not).
export REDOCLY_TELEMETRY=off
redocly_cli() {
  local dir=".cache/redocly/$REDOCLY_VERSION"
  mkdir -p "$dir"
  (
    flock 9
    if [ ! -x "$dir/node_modules/.bin/redocly" ]; then
      npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "@redocly/cli@$REDOCLY_VERSION" >&2
    fi
  ) 9>"$dir.lock"
  REDOCLY="$PWD/$dir/node_modules/.bin/redocly"
}
