// News API top headlines (docs/contracts/external-services.md). The key travels in the X-Api-Key header, never in
// the URL, so it stays out of every access log.
import { IMPORT_SIZE, type NEWS_CATEGORIES, type NEWS_COUNTRIES } from '@shared/constants';
import type { Config } from '@server/config';
import { fetchJson } from '../lib/fetch-json';

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsCountry = (typeof NEWS_COUNTRIES)[number];

/** The fields of an article that the import reads; any of them may be missing in a real answer. */
export interface NewsArticle {
  title: unknown;
  author: unknown;
  sourceName: unknown;
  publishedAt: unknown;
  description: unknown;
  content: unknown;
  urlToImage: unknown;
  /** The article's own page, for the attribution. */
  url: unknown;
}

export type HeadlinesOutcome = { ok: true; articles: NewsArticle[] } | { ok: false; reason: string };

/**
 * The service's categories are business, entertainment, general, health, science, sports and
 * technology: it knows no 'music' or 'arts'. Those two ask for entertainment headlines that mention
 * the word (q=music, q=art), so choosing them still brings related news.
 */
export const NEWS_QUERIES: Record<NewsCategory, { category: string; q?: string }> = {
  entertainment: { category: 'entertainment' },
  music: { category: 'entertainment', q: 'music' },
  arts: { category: 'entertainment', q: 'art' },
  business: { category: 'business' },
  technology: { category: 'technology' },
};

export function topHeadlinesUrl(baseUrl: string, category: NewsCategory, country: NewsCountry): URL {
  const { category: serviceCategory, q } = NEWS_QUERIES[category];
  const url = new URL(`${baseUrl}/v2/top-headlines`);
  const params = new URLSearchParams({ category: serviceCategory, country, pageSize: String(IMPORT_SIZE) });
  if (q) params.set('q', q);
  url.search = params.toString();
  return url;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readArticle(value: unknown): NewsArticle | null {
  if (!isRecord(value)) return null;
  return {
    title: value.title,
    author: value.author,
    sourceName: isRecord(value.source) ? value.source.name : null,
    publishedAt: value.publishedAt,
    description: value.description,
    content: value.content,
    urlToImage: value.urlToImage,
    url: value.url,
  };
}

/** The service explains its refusals as `{ status: 'error', code, message }` (401, 429, 400). */
function serviceReason(status: number | null, body: unknown, fallback: string): string {
  if (isRecord(body) && typeof body.code === 'string') return `HTTP ${status}: ${body.code}`;
  return fallback;
}

/** Callers check that a key is configured first: without one no request is made at all. */
export async function fetchTopHeadlines(
  settings: Config['imports'] & { newsApiKey: string },
  category: NewsCategory,
  country: NewsCountry,
): Promise<HeadlinesOutcome> {
  const outcome = await fetchJson(topHeadlinesUrl(settings.newsApiUrl, category, country), {
    headers: { 'X-Api-Key': settings.newsApiKey, Accept: 'application/json' },
    timeoutMs: settings.timeoutMs,
    redirect: 'error',
  });
  if (!outcome.ok) return { ok: false, reason: serviceReason(outcome.status, outcome.body, outcome.reason) };
  if (!isRecord(outcome.body) || outcome.body.status !== 'ok' || !Array.isArray(outcome.body.articles)) {
    return { ok: false, reason: serviceReason(null, outcome.body, 'the answer has no articles list') };
  }
  const articles = outcome.body.articles.map(readArticle).filter((a): a is NewsArticle => a !== null);
  return { ok: true, articles };
}
