#!/usr/bin/env bash
# npm run lint:openapi: the checked-in OpenAPI documents (docs/openapi.json, the API's, and
# docs/agent-openapi.json, the agent gateway's) checked from outside by
# a standard validator (openapi-spec-validator, PyPI) and a maintained linter (Redocly CLI,
# redocly.yaml beside this script), both pinned and installed project-local into .cache/.
# Either one reporting an error fails the run. Regenerate the documents with `npm run openapi`.
set -euo pipefail
cd "$(dirname "$0")/../.."
VALIDATOR_VERSION=0.9.0
DOCUMENTS=(docs/openapi.json docs/agent-openapi.json)

VENV=.cache/openapi-lint/venv
source tools/lib/pip-venv.sh
pip_venv "$VENV" "openapi-spec-validator==$VALIDATOR_VERSION"
source tools/lib/redocly.sh
redocly_cli

for DOCUMENT in "${DOCUMENTS[@]}"; do
  "$VENV/bin/openapi-spec-validator" "$DOCUMENT"
  "$REDOCLY" lint --config tools/contract/redocly.yaml --format stylish "$DOCUMENT"
  echo "openapi: $DOCUMENT valid (openapi-spec-validator $VALIDATOR_VERSION) and linted (redocly $REDOCLY_VERSION): 0 errors"
done
