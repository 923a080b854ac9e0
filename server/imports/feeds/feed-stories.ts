// A feed's items as stories to import: the title, author, date, the feed's own summary (never the full
// text a feed may also carry), the image, and the outlet's name and the item's link for attribution.
// Parsed by @rowanmanning/feed-parser, which reads RSS 0.9 to 2.0 and Atom alike.
import { parseFeed } from '@rowanmanning/feed-parser';
import type { NewsArticle } from '../stories/news-client';
import type { StoryRow } from '../lib/import-writer';
import { toStoryRow } from '../stories/mapping';
import { clip } from '../lib/text';

/** A summary is a paragraph or two; some feeds put the whole article in it, which is not ours to copy. */
const SUMMARY_LENGTH = 600;

export type FeedStories = { ok: true; rows: StoryRow[] } | { ok: false; reason: string };

export function storiesOfFeed(xml: string, sourceName: string, now: Date): FeedStories {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    return { ok: false, reason: 'not an RSS or Atom feed' };
  }
  const rows = feed.items
    .map((item): NewsArticle => ({
      title: item.title,
      author: item.authors[0]?.name ?? null,
      sourceName,
      publishedAt: (item.published ?? item.updated)?.toISOString() ?? null,
      description: item.description,
      content: null,
      urlToImage: item.image?.url ?? item.mediaImages[0]?.url ?? null,
      url: item.url,
    }))
    .map((article) => toStoryRow(article, now))
    // Deduplication is by the item's link: an item without one cannot be told apart, so it is left out.
    .filter((row): row is StoryRow => row !== null && row.sourceUrl !== null)
    .map((row) => ({ ...row, excerpt: clip(row.excerpt, SUMMARY_LENGTH) }));
  return { ok: true, rows };
}
