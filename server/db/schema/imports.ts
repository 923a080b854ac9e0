// The imports (server/imports).
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// The RSS and Atom feeds of African outlets the story import reads (docs/architecture.md, "Imports").
export const storyFeeds = pgTable(
  'story_feeds',
  {
    id: id(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('story_feeds_url_idx').on(t.url)],
);
