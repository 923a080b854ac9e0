// Lighthouse's SEO audits (crawlable, titled, described, canonical, valid structured data, legible, tap
// targets…) on the four kinds of item page, as a search engine's first visit sees them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describe, expect, it } from 'vitest';
import type { ProductPage, EventPage, StoryPage } from '@shared/schemas/catalog';
import { CHROME_FLAGS, CHROMIUM } from '../bench/lighthouse-scores';
import { apiGet, useBrowser } from './support/browser';

async function seoOf(url: string): Promise<{ score: number; failing: string[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const run = await lighthouse(url, { port: chrome.port, onlyCategories: ['seo'], logLevel: 'error' });
    if (!run) throw new Error('Lighthouse returned nothing');
    const { lhr } = run;
    const failing = (lhr.categories.seo?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.title}`);
    return { score: Math.round((lhr.categories.seo?.score ?? 0) * 100), failing };
  } finally {
    chrome.kill();
  }
}

describe('item pages for search engines', () => {
  const { baseUrl } = useBrowser();

  it('score 95 or more in Lighthouse SEO: a product, an event, an artist and a story', async () => {
    const product = (await apiGet<ProductPage>(baseUrl, '/api/products?limit=1')).items[0]!;
    const event = (await apiGet<EventPage>(baseUrl, '/api/events?limit=1')).items[0]!;
    const story = (await apiGet<StoryPage>(baseUrl, '/api/stories?limit=1')).items[0]!;
    for (const path of [
      `/music/${product.slug}`,
      `/events/${event.slug}`,
      `/artists/${product.artistRef.slug}`,
      `/stories/${story.slug}`,
    ]) {
      const { score, failing } = await seoOf(`${baseUrl}${path}`);
      expect(score, `${path}: ${failing.join('; ')}`).toBeGreaterThanOrEqual(95);
    }
  }, 120_000);
});
