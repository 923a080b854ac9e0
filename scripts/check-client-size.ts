// Fails when the built client's first screen for a visitor needs more JavaScript than the budget
// (bench/client-budget.ts). Run after a client build (`vite build`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CATALOG_PART_GZIP_BUDGET, VISITOR_FIRST_LOAD_JS_GZIP_BUDGET } from '../bench/client-budget';
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

// Each language's catalog parts (scripts/vite-messages.ts): English has none, its texts are in the code.
const assets = path.join(distDir, 'assets');
const folder = readdirSync(assets).find((name) => name.startsWith('messages-'));
if (!folder) {
  console.error('The build wrote no catalog parts (assets/messages-*): is catalogParts() in vite.config.ts?');
  process.exit(1);
}
for (const locale of readdirSync(path.join(assets, folder))) {
  const parts = readdirSync(path.join(assets, folder, locale)).filter((file) => file.endsWith('.json'));
  const sizes = parts.map((file) => {
    const bytes = gzipSync(readFileSync(path.join(assets, folder, locale, file)), { level: 9 }).length;
    return { part: path.basename(file, '.json'), bytes };
  });
  console.log(`  ${locale}: ${sizes.map(({ part, bytes }) => `${part} ${kB(bytes)}`).join(', ')} gzip`);
  const first = sizes.find(({ part }) => part === 'public');
  if (first && first.bytes > CATALOG_PART_GZIP_BUDGET) {
    console.error(`The ${locale} catalog's public part is over its ${kB(CATALOG_PART_GZIP_BUDGET)} budget.`);
    process.exit(1);
  }
}
