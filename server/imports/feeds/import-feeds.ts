// The story import from the outlets' feeds the admin listed: each feed is fetched from the public
// internet only (public-fetch.ts), parsed, and its new items inserted; an item whose link is already a
// story is skipped. A broken, slow or huge feed is reported and the others go on.
import { asc, eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { ImportResult } from '@shared/schemas/imports';
import { storyFeeds } from '@server/db/schema';
import type { ImportContext } from '../lib/import-context';
import { importResult } from '../lib/import-result';
import { insertNewStories } from '../lib/import-writer';
import { griotUserAgent } from '../lib/user-agent';
import { storiesOfFeed } from './feed-stories';
import { fetchPublicText } from './public-fetch';
import { withValues } from '@server/lib/i18n/server-i18n';

/** Far above a real feed of a few dozen items. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
/** Feeds fetched at the same time. */
const FEEDS_AT_ONCE = 4;

export async function importFromFeeds({
  db,
  settings,
  log,
  i18n,
  now = new Date(),
}: ImportContext): Promise<ImportResult> {
  const feeds = await db.select().from(storyFeeds).orderBy(asc(storyFeeds.createdAt), asc(storyFeeds.id));
  const readFeed = async (feed: typeof storyFeeds.$inferSelect) => {
    const fetched = await fetchPublicText(feed.url, {
      timeoutMs: settings.timeoutMs,
      maxBytes: MAX_FEED_BYTES,
      userAgent: griotUserAgent(settings.musicBrainzContact),
      allowedPrivateAddresses: settings.feedsAllowedPrivateAddresses,
    });
    return fetched.ok ? storiesOfFeed(fetched.text, feed.name, now) : fetched;
  };
  if (feeds.length === 0) {
    const none = /*i18n*/ { id: 'imports.feeds.none-listed', message: 'No feeds are listed yet: add one first.' };
    return importResult(i18n._(none), 'Feeds', 0, 0);
  }

  let found = 0;
  let imported = 0;
  const failures: string[] = [];
  // A few feeds at a time: one slow outlet does not hold up the rest, and no outlet sees a burst.
  const limit = pLimit(FEEDS_AT_ONCE);
  const outcomes = await Promise.all(feeds.map((feed) => limit(() => readFeed(feed))));
  for (const [i, feed] of feeds.entries()) {
    const stories = outcomes[i]!;
    const error = stories.ok ? null : stories.reason;
    if (stories.ok) {
      found += stories.rows.length;
      imported += await insertNewStories(db, stories.rows);
    } else {
      failures.push(`${feed.name}: ${stories.reason}`);
      log.warn({ feed: feed.url, reason: stories.reason }, 'A story feed could not be read');
    }
    await db.update(storyFeeds).set({ lastCheckedAt: now, lastError: error }).where(eq(storyFeeds.id, feed.id));
  }
  const read = feeds.length - failures.length;
  const message = [
    // The counts as numbers are written, not formatted: a feed import may pass a thousand stories.
    i18n._(
      withValues(
        /*i18n*/ {
          id: 'imports.feeds.imported',
          message:
            'Imported {imported, plural, one {{imported} story} other {{imported} stories}} from {read, plural, one {{read} feed} other {{read} feeds}}.',
        },
        { imported, read },
      ),
    ),
    ...(failures.length > 0
      ? [
          i18n._(
            withValues(
              /*i18n*/ { id: 'imports.feeds.unread', message: 'Could not read {failures}.' },
              { failures: failures.join('; ') },
            ),
          ),
        ]
      : []),
  ].join(' ');
  return importResult(message, 'Feeds', found, imported);
}
