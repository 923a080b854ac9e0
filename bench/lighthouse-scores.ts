// Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G link, simulated) against the
// production server, driving Debian's Chromium. Keeps the scores, the metrics behind the performance
// score, and the audits that failed, so a missed target comes with its cause.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Audits below a full score, with their title and displayed value. */
  failing: Array<{ category: 'performance' | 'accessibility'; id: string; title: string; value?: string }>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** One page in a fresh browser: a cold first load, and no hash navigation inside an open document. */
async function scorePage(baseUrl: string, pagePath: string): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const run = await lighthouse(`${baseUrl}${pagePath}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
    });
    if (!run) throw new Error('Lighthouse returned nothing');
    const { lhr } = run;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const score = (id: 'performance' | 'accessibility') => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing: PageScores['failing'] = [];
    for (const category of ['performance', 'accessibility'] as const) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9 || (category === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings')) continue;
        failing.push({ category, id: ref.id, title: audit.title, ...(audit.displayValue ? { value: audit.displayValue } : {}) });
      }
    }
    return {
      path: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?'])),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Each page once, and once more if Lighthouse itself failed (a busy machine can lose a trace). */
export async function lighthouseScores(baseUrl: string, paths: string[], log: (line: string) => void): Promise<PageScores[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse needs Chromium at ${CHROMIUM}: apt-get install chromium, set CHROME_PATH, or run with BENCH_LIGHTHOUSE=false`);
  const scores: PageScores[] = [];
  for (const pagePath of paths) {
    try {
      scores.push(await scorePage(baseUrl, pagePath));
    } catch (first) {
      log(`  Lighthouse failed on ${pagePath} (${first instanceof Error ? first.message : String(first)}); trying again`);
      try {
        scores.push(await scorePage(baseUrl, pagePath));
      } catch (second) {
        log(`  Lighthouse failed again on ${pagePath}: ${second instanceof Error ? second.message : String(second)}`);
      }
    }
  }
  return scores;
}
