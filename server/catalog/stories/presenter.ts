import type { ArtistRef, Story, StoryEntry } from '@shared/schemas/catalog';
import type { stories } from '@server/db/schema';
import { presentImageDetails, type WithImage } from '@server/db/stored-images';

/** A story's row with its picture's details (stored_images, left-joined). */
export type StoryRow = WithImage<typeof stories.$inferSelect>;

export function presentStory(row: StoryRow): Story {
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
    image: presentImageDetails(row.image),
  };
}

/** A story with its Markdown body and artist: what the admin edits. */
export function presentStoryEntry(row: StoryRow, artistRef: ArtistRef | null): StoryEntry {
  return { ...presentStory(row), body: row.body, artistRef };
}
