#!/usr/bin/env bash
# Parses a Prometheus text exposition on stdin with the Prometheus project's own Python client
# (PyPI prometheus-client, pinned, project-local in .cache/) and prints its metric families as
# JSON: [{ "name", "type", "samples": [{ "name", "labels", "value" }] }]. A document the parser
# refuses exits non-zero with its message. The tests check /metrics through it.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=0.26.0
VENV=.cache/prometheus-parser/venv
source tools/lib/pip-venv.sh
mkdir -p .cache/prometheus-parser
(
  flock 9
  pip_venv "$VENV" "prometheus-client==$VERSION"
) 9>.cache/prometheus-parser/install.lock
exec "$VENV/bin/python" -c '
import json, math, sys
from prometheus_client.parser import text_string_to_metric_families

def number(value):
    return value if math.isfinite(value) else str(value)

families = [
    {
        "name": family.name,
        "type": family.type,
        "samples": [
            {"name": s.name, "labels": s.labels, "value": number(s.value)} for s in family.samples
        ],
    }
    for family in text_string_to_metric_families(sys.stdin.read())
]
json.dump(families, sys.stdout)
'
