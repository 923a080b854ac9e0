// Reads the census written by test-census-reporter.ts and fails unless every suite ran, nothing was
// skipped, and the PostgreSQL API, browser and system tests and the Redis API and system tests ran.
import { readFileSync } from 'node:fs';

interface Census {
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  postgres: number;
  redis: number;
}

const file = process.argv[2] ?? process.env.TEST_CENSUS_FILE;
if (!file) throw new Error('usage: check-test-census <file>');
const rows = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Census);
const total = (project: string, key: keyof Omit<Census, 'project'>) =>
  rows.filter((r) => r.project === project).reduce((sum, r) => sum + r[key], 0);

const problems: string[] = [];
const PROJECTS = ['unit', 'api', 'e2e', 'system'];
for (const project of PROJECTS) {
  if (total(project, 'passed') === 0) problems.push(`no ${project} test ran`);
  if (total(project, 'skipped') > 0) problems.push(`${total(project, 'skipped')} ${project} test(s) were skipped`);
}
if (total('api', 'postgres') === 0) problems.push('no API test ran on PostgreSQL');
if (total('e2e', 'postgres') === 0) problems.push('no browser test ran against the PostgreSQL server');
if (total('system', 'postgres') === 0) problems.push('no system test ran on PostgreSQL');
if (total('api', 'redis') === 0) problems.push('no API test ran on Redis');
if (total('system', 'redis') === 0) problems.push('no system test ran on Redis');

for (const project of PROJECTS) {
  console.log(
    `${project}: ${total(project, 'passed')} passed (${total(project, 'postgres')} on PostgreSQL), ${total(project, 'failed')} failed`,
  );
}
const passed = rows.reduce((sum, r) => sum + r.passed, 0);
const failed = rows.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
if (problems.length > 0) {
  console.error(`Test census failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
