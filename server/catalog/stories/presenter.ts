import type { ArtistRef, Story, StoryEntry } from '@shared/schemas/catalog';
import type { stories } from '@server/db/schema';

export function presentStory(row: typeof stories.$inferSelect): Story {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    date: row.date,
    excerpt: row.excerpt,
    category: row.category,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    imageUrl: row.imageUrl,
  };
}

/** A story with its Markdown body and artist: what the admin edits. */
export function presentStoryEntry(row: typeof stories.$inferSelect, artistRef: ArtistRef | null): StoryEntry {
  return { ...presentStory(row), body: row.body, artistRef };
}
