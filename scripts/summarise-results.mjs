// Adds up the JSON results of every test pass (Vitest and Playwright) into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync('artifacts').filter((f) => /^results-.*\.json$/.test(f))) {
  const report = JSON.parse(readFileSync(`artifacts/${file}`, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
if (!existsSync('artifacts/results-e2e.json')) {
  console.error('no browser test results found');
  failed += 1;
}
for (const pass of ['pglite', 'postgres', 'web']) {
  if (!existsSync(`artifacts/results-${pass}.json`)) {
    console.error(`no ${pass} test results found`);
    failed += 1;
  }
}
if (!existsSync('artifacts/results-budget.json')) {
  console.error('no JavaScript budget results found');
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
