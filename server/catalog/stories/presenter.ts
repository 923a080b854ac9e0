import type { Story } from '@shared/schemas/catalog';
import type { stories } from '@server/db/schema';

export function presentStory(row: typeof stories.$inferSelect): Story {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    date: row.date,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
  };
}
