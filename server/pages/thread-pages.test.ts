// What a link preview reads at a thread's address: its title, its first words and its forum; the slugged
// address is the one that answers, any other (the id alone, an old or wrong slug) moves to it, and a thread
// nobody has answers 404.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { useTestApp } from '@server/test/app';
import { fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';

const PUBLIC_URL = 'https://griot.example';

describe.each(testDrivers())('thread pages for crawlers on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: PUBLIC_URL }, { clientDir: fakeClientDir() });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

  it('writes the thread’s own head at its slugged address and moves every other address there', async () => {
    const db = ctx.database.db;
    const forum = await buildForum(db, { name: 'Highlife Lovers' });
    const post = await buildPost(db, forum.id, {
      title: 'Fela & Afrika 70: live in Lagos?',
      content: 'Has anyone **heard** the 1975 tapes?\n\nI found a reel in Yaba market.',
    });
    const path = `/community/post/${post.id}-fela-and-afrika-70-live-in-lagos`;

    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const document = parse(response.body);
    const meta = (key: string) =>
      document.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
      document.querySelector(`meta[name="${key}"]`)?.getAttribute('content');
    expect(document.querySelector('title')?.text).toBe('Fela & Afrika 70: live in Lagos? · Highlife Lovers | Griot');
    expect(meta('description')).toBe('Has anyone heard the 1975 tapes? I found a reel in Yaba market.');
    expect(meta('og:title')).toBe('Fela & Afrika 70: live in Lagos? · Highlife Lovers | Griot');
    expect(meta('og:type')).toBe('article');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}${path}`);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.text) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({ '@type': 'DiscussionForumPosting', headline: 'Fela & Afrika 70: live in Lagos?' });
    // The page's first data is the post by its id.
    expect(response.body).toContain(`/api/posts/${post.id}"`);

    for (const other of [`/community/post/${post.id}`, `/community/post/${post.id}-an-old-title`]) {
      const moved = await get(other);
      expect(moved.statusCode, other).toBe(301);
      expect(moved.headers.location, other).toBe(path);
    }

    // A new title moves the address; the one shared before leads to it.
    await db.update(posts).set({ title: 'Fela live, 1975' }).where(eq(posts.id, post.id));
    const renamed = await get(path);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/community/post/${post.id}-fela-live-1975`);

    for (const unknown of [
      '/community/post/00000000-0000-4000-8000-000000000000',
      '/community/post/00000000-0000-4000-8000-000000000000-some-title',
      '/community/post/not-a-post',
    ]) {
      expect((await get(unknown)).statusCode, unknown).toBe(404);
    }
  });
});
