// Sums every runner's results into the closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const lines = [];

if (existsSync('reports/checks.txt')) {
  for (const line of readFileSync('reports/checks.txt', 'utf8').split('\n').filter(Boolean)) {
    if (line.startsWith('ok ')) passed++;
    else failed++;
  }
  lines.push(`checks: ${readFileSync('reports/checks.txt', 'utf8').trim().split('\n').join(', ')}`);
} else {
  failed++;
  lines.push('checks: missing');
}

if (existsSync('reports/unit.json')) {
  const r = JSON.parse(readFileSync('reports/unit.json', 'utf8'));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests +
    (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
  lines.push(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
} else {
  failed++;
  lines.push('vitest: no report (did not run)');
}

if (existsSync('reports/e2e.json')) {
  const r = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  const s = r.stats ?? {};
  passed += s.expected ?? 0;
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
  if ((r.errors ?? []).length) failed++;
  lines.push(
    `playwright: ${s.expected ?? 0} passed, ${(s.unexpected ?? 0) + (s.flaky ?? 0)} failed, ${s.skipped ?? 0} skipped`,
  );
} else {
  failed++;
  lines.push('playwright: no report (did not run)');
}

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
