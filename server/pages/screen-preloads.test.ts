// A screen outside the first screens' chunk has its code named in its address's HTML, so that a shared
// link's screen downloads beside the entry; what index.html names already is not named twice.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { FAKE_MANIFEST, fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildProduct } from '@server/test/factories/catalog';
import { buildForum, buildPost } from '@server/test/factories/community';
import { loadAppPage } from './app-page';

/** The scripts a page preloads beyond those index.html names (vendor.js, screens.js). */
function screenPreloads(html: string): string[] {
  return parse(html)
    .querySelectorAll('link[rel="modulepreload"]')
    .map((link) => link.getAttribute('href')!)
    .filter((href) => href !== '/assets/vendor.js' && href !== '/assets/screens.js');
}

describe('the screens a page preloads', () => {
  it("names the screen's chunk and its imports, once, and nothing for a first screen", () => {
    const page = loadAppPage(fakeClientDir({ manifest: FAKE_MANIFEST }));

    expect(screenPreloads(page('<title>A thread</title>', { chunk: 'post-page' }))).toEqual([
      '/assets/post-page.js',
      '/assets/screen-parts.js',
    ]);
    expect(screenPreloads(page('<title>The hub</title>', { chunk: 'community-screens' }))).toEqual([
      '/assets/community-screens.js',
      '/assets/post-page.js',
      '/assets/screen-parts.js',
    ]);
    expect(screenPreloads(page('<title>A member</title>', { chunk: 'member-pages' }))).toEqual([
      '/assets/member-pages.js',
    ]);
    expect(screenPreloads(page('<title>Music</title>'))).toEqual([]);
  });

  it('names nothing without a build manifest, and stops the server when a chunk is missing from it', () => {
    const page = loadAppPage(fakeClientDir());
    expect(screenPreloads(page('<title>A thread</title>', { chunk: 'post-page' }))).toEqual([]);

    const { '_item-pages.js': _dropped, ...withoutItemPages } = FAKE_MANIFEST;
    expect(() => loadAppPage(fakeClientDir({ manifest: withoutItemPages }))).toThrow(
      "The client build has no chunk named item-pages: vite.config.ts's groups have changed",
    );
  });
});

describe.each(testDrivers())('screen preloads at their addresses on %s', (driver) => {
  const ctx = useTestApp(driver, {}, { clientDir: fakeClientDir({ manifest: FAKE_MANIFEST }) });

  const preloadsAt = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return screenPreloads(response.body);
  };

  it("a thread, the community's screens and an item's page name their code; the lists do not", async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'Adaeze Okafor' });
    await buildProduct(ctx.database.db, { name: 'Lagos Nights', slug: 'lagos-nights', artistId: artist.id });

    const forum = await buildForum(ctx.database.db);
    const thread = await buildPost(ctx.database.db, forum.id, { title: 'Kora lessons' });
    expect(await preloadsAt(`/community/post/${thread.id}-kora-lessons`)).toEqual([
      '/assets/post-page.js',
      '/assets/screen-parts.js',
    ]);
    expect(await preloadsAt('/community')).toContain('/assets/community-screens.js');
    expect(await preloadsAt('/community/forum/any-forum')).toContain('/assets/community-screens.js');
    expect(await preloadsAt('/music/lagos-nights')).toEqual(['/assets/item-pages.js', '/assets/screen-parts.js']);
    expect(await preloadsAt('/music')).toEqual([]);
    expect(await preloadsAt('/')).toEqual([]);
  });
});
