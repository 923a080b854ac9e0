// News API article → catalogue story. Articles without a usable title (null, blank, or the
// service's '[Removed]' placeholder) are skipped.
import { todayIso } from '@shared/dates';
import type { StoryCategory } from '@shared/constants';
import type { StoryRow } from '../lib/import-writer';
import { artUrl } from '@shared/art-urls';
import { IMAGE_URL_PATTERN } from '@shared/schemas/admin-catalog';
import type { NewsArticle } from './news-client';
import { cleanText, clip, slugify } from '../lib/text';

const REMOVED = '[Removed]';
/** The free plan cuts `content` to about 200 characters and appends ' [+1834 chars]'. */
const TRUNCATION_MARK = /\s*\[\+\d+ chars\]\s*$/;

/** Descriptions sometimes carry markup; the catalogue holds plain text. */
const plain = (value: unknown) => cleanText(typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ') : value);

function calendarDate(publishedAt: unknown, now: Date): string {
  const time = typeof publishedAt === 'string' ? Date.parse(publishedAt) : Number.NaN;
  const date = Number.isNaN(time) ? null : todayIso(new Date(time));
  // Years beyond 9999 print as '+010000-…': not a date the catalogue can hold.
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayIso(now);
}

const IMAGE_URL = new RegExp(IMAGE_URL_PATTERN, 'u');

/**
 * The article's image as the URL a browser would load, kept only when it passes the admin's image rule
 * (an https URL with nothing a browser reads differently): the news API is not ours to trust.
 */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const { href } = new URL(value);
    return href.length <= 2000 && href.startsWith('https://') && IMAGE_URL.test(href) ? href : null;
  } catch {
    return null;
  }
}

/** The article's own page, when it is an http(s) address: the story links to it for the attribution. */
function linkOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const { href, protocol } = new URL(value);
    return (protocol === 'https:' || protocol === 'http:') && href.length <= 2000 ? href : null;
  } catch {
    return null;
  }
}

export function toStoryRow(
  article: NewsArticle,
  now: Date = new Date(),
  category: StoryCategory = 'Culture',
): StoryRow | null {
  const title = plain(article.title);
  if (!title || title === REMOVED) return null;
  const author = plain(article.author) ?? plain(article.sourceName) ?? 'Staff Writer';
  const content = plain(article.content)?.replace(TRUNCATION_MARK, '') || null;
  const excerpt = plain(article.description) ?? content ?? title;
  return {
    title: clip(title, 300),
    author: clip(author, 200),
    date: calendarDate(article.publishedAt, now),
    excerpt: clip(excerpt, 4000),
    category,
    sourceName: plain(article.sourceName) ? clip(plain(article.sourceName)!, 200) : null,
    sourceUrl: linkOf(article.url),
    imageUrl: httpsUrl(article.urlToImage) ?? artUrl('pattern', slugify(title, 'story')),
  };
}
