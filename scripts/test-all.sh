#!/usr/bin/env bash
# Every test of the project, in one command (`npm test`): format, lint, typecheck, unit/contract
# tests (Vitest), production build, e2e (Playwright, demo and live). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/*.json reports/*.log reports/checks.txt

check() {
  local name="$1"; shift
  echo "── $name"
  if "$@"; then echo "ok $name" >> reports/checks.txt; else echo "FAILED $name" >> reports/checks.txt; fi
}

# The three static checks are single-threaded: they run side by side on the two cores, and their
# output is printed once all three have ended.
check format npx prettier --check . --log-level warn > reports/format.log 2>&1 &
check lint npx eslint . --max-warnings 0 > reports/lint.log 2>&1 &
check typecheck npx tsc --noEmit -p . > reports/typecheck.log 2>&1 &
wait
cat reports/format.log reports/lint.log reports/typecheck.log
echo "── unit and contract tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
check build npx vite build --logLevel warn
if ! grep -q "FAILED build" reports/checks.txt; then
  check bundle-budgets npx size-limit --silent
  check mantine-styles node scripts/mantine-styles.mjs
fi
if grep -q "FAILED build" reports/checks.txt; then
  echo "build failed: e2e skipped"
else
  echo "── e2e"
  npx playwright test
fi
node scripts/summarize.mjs
