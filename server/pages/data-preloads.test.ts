// A page names the API answers its first screen waits for, so the browser starts them beside the code: the
// screen's own data, at the addresses whose params say what it is (who is signed in, index.html names on
// every page). The addresses are spelled out here as the client fetches them: a preload the app does not ask
// for is waste.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildProduct } from '@server/test/factories/catalog';
import { buildForum, buildPost } from '@server/test/factories/community';
import { joinAs } from '@server/test/accounts';

describe.each(testDrivers())('data preloads at their addresses on %s', (driver) => {
  const ctx = useTestApp(driver, {}, { clientDir: fakeClientDir() });

  const fetchPreloads = async (url: string, status = 200) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const links = parse(response.body).querySelectorAll('link[rel="preload"][as="fetch"]');
    // Without crossorigin the preload's credentials mode differs from the app's fetch and goes unused.
    for (const link of links) expect(link.getAttribute('crossorigin')).toBe('');
    return links.map((link) => link.getAttribute('href'));
  };

  it('the home page, a thread, an item and a member name their own answer; a list and an unknown address none', async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'Adaeze Okafor', slug: 'adaeze-okafor' });
    await buildProduct(ctx.database.db, { name: 'Lagos Nights', slug: 'lagos-nights', artistId: artist.id });
    const member = await joinAs(ctx.app, ctx.database.db);
    const handle = { displayName: 'Zainab Bello', bio: '', discipline: 'Visual Artist', handle: 'Zainab' };
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: member.cookie },
      payload: handle,
    });

    expect(await fetchPreloads('/')).toEqual(['/api/home']);
    expect(await fetchPreloads('/music')).toEqual([]);
    const forum = await buildForum(ctx.database.db);
    const thread = await buildPost(ctx.database.db, forum.id, { title: 'Kora lessons' });
    // A thread's address carries its slug; the post is asked for by its id.
    expect(await fetchPreloads(`/community/post/${thread.id}-kora-lessons`)).toEqual([`/api/posts/${thread.id}`]);
    expect(await fetchPreloads('/music/lagos-nights')).toEqual(['/api/products/lagos-nights']);
    expect(await fetchPreloads('/artists/adaeze-okafor')).toEqual(['/api/artists/adaeze-okafor']);
    // The handle as the address spells it: the client asks with its route's param.
    expect(await fetchPreloads('/members/zainab')).toEqual(['/api/profiles/zainab']);
    expect(await fetchPreloads('/no-such-screen', 404)).toEqual([]);
  });

  it('names nothing at a hostile address, and nothing of it can leave an attribute', async () => {
    expect(await fetchPreloads('/community/post/a%20b%22%3Cc', 404)).toEqual([]);
    const html = (await ctx.app.inject({ method: 'GET', url: "/community/post/it's%22%3Cc" })).body;
    expect(html).not.toMatch(/it's|"<c/);
  });
});
