// Prints the whole suite's counts as one plain line, `tests: N passed, M failed`, from vitest's
// JSON report (CI reads this line, not vitest's own summary). A missing or unreadable report
// counts as one failure, so a crashed run can never look green. An optional second argument adds
// the checks CI ran before the suite that failed (.ci/run's steps), each as one failure.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const failedSteps = Number(process.argv[3] ?? 0) || 0;
let passed = 0;
let failed = 1;
let skipped = 0;
try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped = report.numPendingTests + report.numTodoTests;
  // A file that failed to load has no tests in the counts: count it as a failure.
  failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} catch (error) {
  console.error(`no readable vitest report at ${file}: ${error.message}`);
}
// Skipped tests are reported on the line before, so the last line is always exactly the count CI reads.
if (skipped) console.log(`tests skipped: ${skipped}`);
console.log(`tests: ${passed} passed, ${failed + failedSteps} failed`);
