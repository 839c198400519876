// Adds up the counts of vitest ("Tests  12 passed | 1 failed (13)") and Playwright ("  3 passed (4s)")
// into one closing line "N passed, N failed", preceded by the names of the failed tests (CI shows only
// the tail of the output, so the names must come last).
import fs from 'node:fs';

let passed = 0,
  failed = 0,
  skipped = 0;
const failures = new Set();
for (const file of process.argv.slice(2)) {
  // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes of the runners' output
  const text = fs.readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  for (const line of text.split('\n')) {
    // vitest: "FAIL  |api| file > suite > test" and "× test"; Playwright: "  1) [chromium] › file:1:2 › test".
    const failure = line.match(/^\s*(?:FAIL\s|×\s|✘\s|\d+\) (?=\[))(.*)$/);
    if (failure) failures.add(`${file.split('/').pop()}: ${failure[1].trim()}`.slice(0, 300));
    const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
    const playwright = !vitest && line.match(/^\s+(\d+) (passed|failed|skipped|flaky|did not run)(?: \(.*\))?\s*$/);
    if (vitest) {
      for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        if (kind === 'passed') passed += +n;
        else if (kind === 'failed') failed += +n;
        else skipped += +n;
      }
    } else if (playwright) {
      const n = +playwright[1];
      if (playwright[2] === 'passed' || playwright[2] === 'flaky') passed += n;
      else if (playwright[2] === 'failed') failed += n;
      else skipped += n;
    }
  }
}
if (failures.size) console.log(['Failed at least once (a retry may have passed them: see the count below):', ...[...failures].slice(0, 40)].join('\n  '));
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
