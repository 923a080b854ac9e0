// A Vitest reporter that appends, per suite run, how many tests passed, failed and were skipped, and
// how many of them ran on PostgreSQL and on Redis, to $TEST_CENSUS_FILE. CI reads it to prove that the
// PostgreSQL, Redis and browser tests really ran (a run that silently skipped them must not pass).
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class TestCensusReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const file = process.env.TEST_CENSUS_FILE;
    if (!file) return;
    const byProject = new Map<
      string,
      { passed: number; failed: number; skipped: number; postgres: number; redis: number }
    >();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const entry = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0, postgres: 0, redis: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') entry.passed += 1;
        else if (state === 'failed') entry.failed += 1;
        else entry.skipped += 1;
        if (state === 'passed' && /postgres/i.test(`${module.moduleId} ${test.fullName}`)) entry.postgres += 1;
        if (state === 'passed' && /redis/i.test(test.fullName)) entry.redis += 1;
      }
      byProject.set(name, entry);
    }
    for (const [project, counts] of byProject) appendFileSync(file, `${JSON.stringify({ project, ...counts })}\n`);
  }
}
