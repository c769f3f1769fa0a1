#!/usr/bin/env bash
# Runs every test: lint, type-check, unit and route tests on PGlite and again on PostgreSQL + Redis,
# then the browser tests on Debian's Chromium. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
rm -f artifacts/results-*.json

step() { printf '\n\033[1m== %s (%s) ==\033[0m\n' "$*" "$(date +%T)"; }

step "lint (biome)"
npx biome check .

step "type-check"
npx tsc -b tsconfig.json
npx tsc -p tsconfig.check.json
npx tsc -p apps/web
npx tsc -p apps/backoffice
npx tsc -p apps/studio/client/tsconfig.test.json
npx tsc -p e2e

step "unit and route tests on PGlite (embedded default)"
TEST_DATABASE=pglite npx vitest run --reporter=default --reporter=json --outputFile.json="$PWD/artifacts/results-pglite.json"

step "unit and route tests on PostgreSQL and Redis"
TEST_PG_URL="${TEST_PG_URL:-$(bash scripts/find-postgres.sh)}"
TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
export TEST_PG_URL TEST_REDIS_URL
# The pure packages (game maths, money, the contract) touch no database: they ran in the pass above.
TEST_DATABASE=postgres npx vitest run --exclude 'packages/**' --reporter=default --reporter=json --outputFile.json="$PWD/artifacts/results-postgres.json"

step "web unit tests"
npx vitest run --config apps/web/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/artifacts/results-web.json"

step "back-office unit tests"
npx vitest run --config apps/backoffice/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/artifacts/results-backoffice.json"

step "browser tests (Playwright on Debian's Chromium)"
bash scripts/e2e.sh

step "initial JavaScript budget of the home route (on the build e2e.sh made)"
BUDGET_REQUIRE_BUILD=1 npx vitest run --config apps/web/vitest.budget.config.ts \
  --reporter=default --reporter=json --outputFile.json="$PWD/artifacts/results-budget.json"

node scripts/summarise-results.mjs
