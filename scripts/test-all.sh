#!/usr/bin/env bash
# `npm test`: every suite, in order of cost. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n=== %s ===\n' "$1"; }

stage "lint and format"
npm run --silent lint
echo "lint: no problems; formatting: clean"

stage "typecheck"
npx tsc --noEmit -p tsconfig.json
npx tsc --noEmit -p tsconfig.sw.json
echo "typecheck: no errors"

stage "unit and component tests"
npx vitest run --project unit --project web

stage "API tests (real PostgreSQL: $([ -n "${DATABASE_URL:-}" ] && echo "DATABASE_URL" || echo "embedded"))"
npx vitest run --project api

stage "web build and bundle budgets"
npm run --silent build

stage "end-to-end tests (Playwright, Chromium)"
bash scripts/ensure-chromium.sh
E2E_PREBUILT=1 npx playwright test
