#!/usr/bin/env bash
# Runs a suite many times in a row and stops at the first failure: the flakiness check.
#   bash scripts/repeat.sh unit 20     # Vitest, 20 times
#   bash scripts/repeat.sh e2e 5       # Playwright (after `npx vite build`), 5 times
set -uo pipefail
cd "$(dirname "$0")/.."
suite="${1:-unit}"
times="${2:-20}"
for i in $(seq "$times"); do
  echo "── $suite run $i of $times"
  if [ "$suite" = "e2e" ]; then
    npx playwright test --reporter=dot || { echo "failed on run $i"; exit 1; }
  else
    npx vitest run --reporter=dot || { echo "failed on run $i"; exit 1; }
  fi
done
echo "$times runs of $suite passed"
