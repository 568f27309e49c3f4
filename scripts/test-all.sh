#!/usr/bin/env bash
# Every test of the project, in one command (`npm test`): format, lint, typecheck, unit/contract
# tests (Vitest), production build, e2e (Playwright, demo and live). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/*.json reports/checks.txt

check() {
  local name="$1"; shift
  echo "── $name"
  if "$@"; then echo "ok $name" >> reports/checks.txt; else echo "FAILED $name" >> reports/checks.txt; fi
}

check format npx prettier --check . --log-level warn
check lint npx eslint . --max-warnings 0
check typecheck npx tsc --noEmit -p .
echo "── unit and contract tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
check build npx vite build --logLevel warn
if ! grep -q "FAILED build" reports/checks.txt; then
  check bundle-budgets npx size-limit --silent
fi
if grep -q "FAILED build" reports/checks.txt; then
  echo "build failed: e2e skipped"
else
  echo "── e2e"
  npx playwright test
fi
node scripts/summarize.mjs
