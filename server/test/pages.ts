// Reads a paginated list endpoint (its path may carry filters) to its end, so tests can check order and
// completeness across pages.
import { expect } from 'vitest';
import type { App } from '@server/app';

export async function readAllPages<T>(app: App, path: string, limit: number): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}${query}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: T[]; nextCursor: string | null }>();
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 1000);
  return { items, pages };
}
