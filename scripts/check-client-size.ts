// Fails when the built client's first screen for a visitor needs more JavaScript than the budget
// (bench/client-budget.ts). Run after a client build (`vite build`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VISITOR_FIRST_LOAD_JS_GZIP_BUDGET } from '../bench/client-budget';
import { measureClientSize } from '../bench/client-size';

const distDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const size = measureClientSize(path.resolve(distDir));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const measured = size.visitor.jsGzip;
console.log(`Visitor first-load JavaScript: ${kB(measured)} gzip (budget ${kB(VISITOR_FIRST_LOAD_JS_GZIP_BUDGET)})`);
if (size.adminModulesInVisitorLoad.length > 0) {
  console.error(`Admin code in a visitor's first load: ${size.adminModulesInVisitorLoad.join(', ')}`);
  process.exit(1);
}
if (measured > VISITOR_FIRST_LOAD_JS_GZIP_BUDGET) {
  console.error(
    `Over budget by ${kB(measured - VISITOR_FIRST_LOAD_JS_GZIP_BUDGET)}: make the first load smaller, or raise the budget with a reason.`,
  );
  process.exit(1);
}
