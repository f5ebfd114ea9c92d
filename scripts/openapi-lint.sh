#!/usr/bin/env bash
# Lints the platform's generated OpenAPI document as an integrator's tools read it: Spectral
# (spectral:oas) and Redocly (recommended) must report no errors. Offline, a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx tsx --conditions=react-server scripts/openapi-document.ts "$out/openapi.json"
printf 'extends: ["spectral:oas"]\n' >"$out/spectral.yaml"
npx spectral lint "$out/openapi.json" --ruleset "$out/spectral.yaml" --fail-severity error
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint "$out/openapi.json" --extends recommended
