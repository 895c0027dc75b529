#!/usr/bin/env bash
# npm run docs:build: the API reference as static HTML, readable offline, in docs/site/ (built, not
# committed): api.html from docs/openapi.json and agent-api.html from docs/agent-openapi.json,
# rendered by Redocly CLI's build-docs (the version the OpenAPI lint pins) with Redoc's scripts
# inlined and its telemetry off, so the pages load and send nothing over the network.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/lib/redocly.sh
redocly_cli
mkdir -p docs/site
build() {
  local document=$1 output=$2 title=$3
  # REDOCLY_TELEMETRY=off (tools/lib/redocly.sh) also switches the page's telemetry off: it would
  # otherwise report readers' clicks to Redocly.
  local options=(--output "$output" --title "$title" --inlineBundle --lint-config off)
  "$REDOCLY" build-docs "$document" "${options[@]}" >/dev/null 2>&1 || {
    "$REDOCLY" build-docs "$document" "${options[@]}"
    exit 1
  }
  # The one thing build-docs still fetches is the attribution logo from Redocly's CDN: served
  # inline instead, so the page makes no request at all.
  node -e '
    const fs = require("node:fs");
    const file = process.argv[1];
    const logo = "data:image/svg+xml," + encodeURIComponent(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"16\"><text x=\"0\" y=\"12\" font-family=\"sans-serif\" font-size=\"12\">Redocly</text></svg>");
    const html = fs.readFileSync(file, "utf8").replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, logo);
    fs.writeFileSync(file, html);
  ' "$output"
  echo "docs: $output from $document ($(wc -c <"$output") bytes)"
}
build docs/openapi.json docs/site/api.html 'Directory Service API reference'
build docs/agent-openapi.json docs/site/agent-api.html 'Directory Service agent gateway reference'
