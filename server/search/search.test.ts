import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SearchHit, SearchPage } from '@shared/schemas/search';
import { posts, replies } from '@server/db/schema';
import { useTestApp } from '@server/test/app';
import { isCommonPrefix } from './common-prefixes';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';
import { buildForum, buildPost } from '@server/test/factories/community';
import { joinAs, signInAdmin } from '@server/test/accounts';
import { writePost } from '@server/test/community-writes';
import { catalogText } from '@server/test/catalog-text';

describe.each(testDrivers())('GET /api/search on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  async function find(query: string): Promise<SearchPage> {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchPage>();
  }
  const titles = (page: SearchPage) => page.items.map((hit) => hit.title);
  const marked = (hit: SearchHit) => hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());

  async function reply(postId: string, content: string, deleted = false) {
    const [row] = await db()
      .insert(replies)
      .values({ postId, content, author: 'Sample', deletedByAuthorAt: deleted ? new Date() : null })
      .returning();
    return row!;
  }

  it('finds every kind, each with its page and its matching words marked', async () => {
    const artist = await buildArtist(db(), { name: 'Ebo Taylor', bio: 'Highlife guitarist from Ghana.' });
    const product = await buildProduct(db(), { name: 'Highlife Classics', artistId: artist.id });
    const event = await buildEvent(db(), { name: 'Highlife Night', venue: 'Freedom Park', city: 'Lagos' });
    const story = await buildStory(db(), {
      title: 'Why highlife lasts',
      date: '2026-01-01',
      body: '## Roots\n\n**Highlife** came from the dance halls of `Accra`.',
    });
    const forum = await buildForum(db());
    const post = await buildPost(db(), forum.id, {
      title: 'Your first highlife record?',
      content: 'Mine was Osibisa.',
    });
    const answer = await reply(post.id, 'Prince Nico Mbarga, the highlife king.');
    await buildArtist(db(), { name: 'Someone Else', bio: 'Plays jazz.' });

    const page = await find('q=highlife');

    const byKind = new Map(page.items.map((hit) => [hit.kind, hit]));
    expect([...byKind.keys()].sort()).toEqual(['artist', 'event', 'post', 'product', 'reply', 'story']);
    expect(byKind.get('artist')!.url).toBe(`/artists/${artist.slug}`);
    expect(byKind.get('product')!.url).toBe(`/music/${product.slug}`);
    expect(byKind.get('event')!.url).toBe(`/events/${event.slug}`);
    expect(byKind.get('story')!.url).toBe(`/stories/${story.slug}`);
    expect(byKind.get('post')!.url).toBe(`/community/post/${post.id}-your-first-highlife-record`);
    expect(byKind.get('reply')).toMatchObject({
      title: 'Your first highlife record?',
      url: `/community/post/${post.id}-your-first-highlife-record#reply-${answer.id}`,
    });
    expect(marked(byKind.get('reply')!)).toEqual(['highlife']);
    expect(marked(byKind.get('artist')!)).toEqual(['highlife']);
    // A story's Markdown marks are not part of its snippet.
    const storyText = byKind
      .get('story')!
      .snippet.map((part) => part.text)
      .join('');
    expect(storyText).toContain('Highlife');
    expect(storyText).not.toMatch(/[#*`]/);
    expect(page).toMatchObject({ nextCursor: null, approximate: false });
  });

  it('ranks a match in the name above one in the text', async () => {
    await buildArtist(db(), { name: 'Afrobeat Collective', bio: 'A band.' });
    await buildArtist(db(), { name: 'Tony Allen', bio: 'The drummer who made afrobeat swing.' });

    expect(titles(await find('q=afrobeat&type=artist'))).toEqual(['Afrobeat Collective', 'Tony Allen']);
  });

  it('orders by score as a number: a full match (a score of a million and more) comes first', async () => {
    await buildArtist(db(), { name: 'Drum Circle', bio: 'Talking about rhythm.' });
    await buildArtist(db(), { name: 'Talking Drum Ensemble', bio: 'Talking drum, talking drum, talking drum.' });

    expect(titles(await find('q=talking%20drum&type=artist'))).toEqual(['Talking Drum Ensemble', 'Drum Circle']);
  });

  it('ignores accents both ways and folds case', async () => {
    await buildArtist(db(), { name: 'Oumou Sangaré' });
    await buildProduct(db(), { name: 'Kente Scarf' });

    expect(titles(await find('q=sangare'))).toEqual(['Oumou Sangaré']);
    expect(titles(await find(`q=${encodeURIComponent('kéntè')}`))).toEqual(['Kente Scarf']);
    expect(titles(await find('q=OUMOU'))).toEqual(['Oumou Sangaré']);
  });

  it('matches the last word as a prefix while it is typed, and the others whole', async () => {
    await buildArtist(db(), { name: 'Burna Boy' });
    await buildArtist(db(), { name: 'Burnt Sugar' });

    expect(titles(await find('q=burna%20bo'))).toEqual(['Burna Boy']);
    expect(titles(await find('q=bur')).sort()).toEqual(['Burna Boy', 'Burnt Sugar']);
    // Not the last word: whole words only, so these words match nothing and the nearest name is offered.
    expect(await find('q=bur%20boy')).toMatchObject({ approximate: true, items: [{ title: 'Burna Boy' }] });
    expect((await find('q=burna%20bo')).approximate).toBe(false);
  });

  it('reads a prefix the statistics call common by a scan, and finds the same rows as through the index', async () => {
    const forum = await buildForum(db());
    for (let i = 0; i < 40; i++) await buildPost(db(), forum.id, { title: `Accra nights ${i}` });
    await buildPost(db(), forum.id, { title: 'Lagos nights' });
    expect(await isCommonPrefix(db(), 'posts', 'acc')).toBe(false);
    const queries = ['q=acc&type=post&limit=50', 'q=nights%20acc&type=post&limit=50'];
    const throughIndex = await Promise.all(queries.map(find));

    await db().execute(sql`analyze posts`);
    // The statistics read a moment ago are kept ten minutes: the clock moves past that.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000, shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // The same addresses again: not from the answers kept a moment ago.
    ctx.app.answerCaches.search.invalidate();

    expect(await isCommonPrefix(db(), 'posts', 'acc')).toBe(true);
    expect(await isCommonPrefix(db(), 'posts', 'zzz')).toBe(false);
    const throughScan = await Promise.all(queries.map(find));
    for (const [index, page] of throughScan.entries()) {
      expect(page.items, queries[index]).toHaveLength(40);
      expect(new Set(page.items.map((hit) => hit.id))).toEqual(
        new Set(throughIndex[index]!.items.map((hit) => hit.id)),
      );
    }
  });

  it('reads "quoted phrases" and -exclusions', async () => {
    const forum = await buildForum(db());
    await buildPost(db(), forum.id, { title: 'Lagos nights out', content: 'Where to dance.' });
    await buildPost(db(), forum.id, { title: 'Nights in Lagos', content: 'Quiet ones, with guitar.' });

    expect(titles(await find(`q=${encodeURIComponent('"lagos nights"')}`))).toEqual(['Lagos nights out']);
    expect(titles(await find(`q=${encodeURIComponent('lagos -guitar')}`))).toEqual(['Lagos nights out']);
  });

  it('answers a run of exclusion marks, however long, as any other query', async () => {
    const forum = await buildForum(db());
    await buildPost(db(), forum.id, { title: 'Lagos nights out' });
    // PostgreSQL's websearch parser runs out of stack on 33 nested exclusions.
    for (const marks of ['-'.repeat(40), '- '.repeat(39), `lagos ${'-'.repeat(60)}guitar`, '-"'.repeat(100)]) {
      await find(`q=${encodeURIComponent(marks)}`);
    }
    expect(titles(await find(`q=${encodeURIComponent(`lagos ${'-'.repeat(60)}guitar`)}`))).toEqual([
      'Lagos nights out',
    ]);
  });

  it('offers the nearest names when the words match nothing: "burna boi" finds Burna Boy', async () => {
    await buildArtist(db(), { name: 'Burna Boy' });
    await buildArtist(db(), { name: 'Wizkid' });

    const page = await find('q=burna%20boi');

    expect(page.approximate).toBe(true);
    expect(titles(page)).toEqual(['Burna Boy']);
  });

  it('forgives a typo in one word of a longer name: "afrobaet" finds the titles that start with Afrobeat', async () => {
    await buildEvent(db(), { name: 'Afrobeat Night Live', venue: 'New Afrika Shrine', city: 'Lagos' });
    await buildProduct(db(), { name: 'Afrobeat Essentials, Volume Two' });
    await buildArtist(db(), { name: 'Ayo Soul Collective' });

    const page = await find('q=afrobaet');

    expect(page.approximate).toBe(true);
    expect(titles(page).sort()).toEqual(['Afrobeat Essentials, Volume Two', 'Afrobeat Night Live']);
  });

  it('cuts snippets at a sentence or word with "…" where text is left out, and keeps headings apart from the text', async () => {
    const opening =
      'The log drum began in the townships of Pretoria, where producers bent it into every track they made.';
    await buildStory(db(), {
      title: 'Where the log drum went',
      date: '2026-01-02',
      excerpt: 'A sound that travelled.',
      body: `${opening} Clubs from Soweto to Durban played it every weekend for years on end.\n\n## Still dancing\n\nIts children are mixing amapiano with highlife guitars, and the shekere keeps the time in every room.\n\nMore follows about the dancers, the horn section, the radio and the long nights of the season.`,
    });

    const [hit] = (await find('q=shekere&type=story')).items;
    const snippet = hit!.snippet.map((part) => part.text).join('');

    // Cut before: it starts at a sentence ("Clubs…" or the heading), marked with an ellipsis, never mid-sentence.
    expect(snippet).toMatch(/^… (Clubs|Still dancing)/u);
    // A heading is set apart from the paragraph after it.
    expect(snippet).toContain('Still dancing · Its children');
    // Cut after: it ends with an ellipsis.
    expect(snippet).toMatch(/ …$/u);
    expect(marked(hit!)).toEqual(['shekere']);

    // A text shown whole has no ellipsis.
    await buildArtist(db(), { name: 'Shekere Sisters', bio: 'Percussion from Ibadan.' });
    const [artist] = (await find('q=shekere&type=artist')).items;
    expect(artist!.snippet.map((part) => part.text).join('')).not.toContain('…');
  });

  it('narrows to one kind, and pages through many hits without repeats or gaps', async () => {
    const forum = await buildForum(db());
    const made = new Set<string>();
    for (let i = 0; i < 25; i++) made.add((await buildPost(db(), forum.id, { title: `Talking drum ${i}` })).id);
    await buildArtist(db(), { name: 'Drum Master' });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchPage = await find(`q=drum&type=post&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((hit) => hit.id));
      expect(page.items.every((hit) => hit.kind === 'post')).toBe(true);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(new Set(seen)).toEqual(made);
    expect(seen).toHaveLength(25);
  });

  it('counts each kind on the first page, for the tabs', async () => {
    const forum = await buildForum(db());
    for (let i = 0; i < 3; i++) await buildPost(db(), forum.id, { title: `Shekere ${i}` });
    await buildArtist(db(), { name: 'Shekere Queen' });

    const first = await find('q=shekere&limit=2');

    expect(first.counts).toEqual({ artist: 1, product: 0, event: 0, story: 0, post: 3, reply: 0 });
    expect((await find(`q=shekere&limit=2&cursor=${first.nextCursor}`)).counts).toBeNull();
  });

  it('searches one forum: its posts and their replies only', async () => {
    const here = await buildForum(db());
    const elsewhere = await buildForum(db());
    const inside = await buildPost(db(), here.id, { title: 'Apala records' });
    const answer = await reply(inside.id, 'More apala, please');
    const outside = await buildPost(db(), elsewhere.id, { title: 'Apala gigs' });
    await reply(outside.id, 'Apala tonight');
    await buildArtist(db(), { name: 'Apala Band' });

    const page = await find(`q=apala&forum=${here.id}`);

    expect(page.items.map((hit) => hit.id).sort()).toEqual([inside.id, answer.id].sort());
    expect(page.counts).toEqual({ post: 1, reply: 1 });
  });

  it('refuses a cursor made for other words', async () => {
    const forum = await buildForum(db());
    for (let i = 0; i < 3; i++) await buildPost(db(), forum.id, { title: `Kora ${i}` });
    const { nextCursor } = await find('q=kora&limit=1');

    const response = await ctx.app.inject({ method: 'GET', url: `/api/search?q=kor&limit=1&cursor=${nextCursor}` });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_CURSOR' } });
  });

  it('never shows what its author deleted, and shows locked posts', async () => {
    const forum = await buildForum(db());
    const kept = await buildPost(db(), forum.id, { title: 'Juju music', isLocked: true });
    const gone = await buildPost(db(), forum.id, { title: 'More juju' });
    await db().update(posts).set({ deletedByAuthorAt: new Date() }).where(eq(posts.id, gone.id));
    await reply(kept.id, 'Juju from Ibadan', true);

    const page = await find('q=juju');

    expect(page.items.map((hit) => [hit.kind, hit.id])).toEqual([['post', kept.id]]);
  });

  it('answers hostile input with 200 or a clear 400, never a 500', async () => {
    await buildArtist(db(), { name: 'Fela Kuti' });
    for (const q of ["'; drop table posts; --", '!!!', "x':* | y", 'a & b | !c <-> d', '"', '-', 'or', '(((']) {
      const page = await find(`q=${encodeURIComponent(q)}`);
      expect(Array.isArray(page.items), q).toBe(true);
    }
    for (const query of [
      'q=%20%20',
      `q=${'a'.repeat(201)}`,
      'q=',
      '',
      'q=fela&type=song',
      'q=fela&limit=0',
      'q=fela&forum=1',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, query).toBeTruthy();
    }
  });

  it('keeps an answer for everyone, and a write to the catalogue or the forum shows at once', async () => {
    const admin = await signInAdmin(ctx);
    const member = await joinAs(ctx.app, db(), 'member');
    const artist = await buildArtist(db(), { name: 'Toumani Diabate' });
    const forum = await buildForum(db());
    const url = '/api/search?q=kora';

    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.json<SearchPage>().items).toEqual([]);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const added = await admin('POST', '/api/admin/products', {
      name: 'Kora Moon',
      artist: artist.name,
      type: 'Vinyl',
      priceKobo: 1_500_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(titles(await find('q=kora'))).toEqual(['Kora Moon']);

    const written = await writePost(ctx.app, member.cookie, forum.id, { title: 'Kora tunings', content: 'Which?' });
    expect(written.statusCode, written.body).toBe(201);
    const withPost = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(withPost.statusCode).toBe(200);
    expect(titles(withPost.json<SearchPage>()).sort()).toEqual(['Kora Moon', 'Kora tunings']);

    const postId = written.json<{ id: string }>().id;
    expect((await admin('DELETE', `/api/admin/posts/${postId}`)).statusCode).toBe(204);
    expect(titles(await find('q=kora'))).toEqual(['Kora Moon']);
  });
});

describe.each(testDrivers())('the search limit on %s', (driver) => {
  const ctx = useTestApp(driver, { searchLimits: { perMinute: 3 } });
  const search = (q: string) => ctx.app.inject({ method: 'GET', url: `/api/search?q=${q}` });

  it('refuses new words past the limit with a 429 and Retry-After, and still gives the answers it keeps', async () => {
    await buildArtist(ctx.database.db, { name: 'Angelique Kidjo' });
    for (const q of ['angelique', 'kidjo', 'benin']) expect((await search(q)).statusCode, q).toBe(200);

    const refused = await search('cotonou');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many searches. Please wait a moment and try again.' },
    });
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/search?q=porto',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: await catalogText('fr', 'search.error.too-many') },
    });

    const kept = await search('angelique');
    expect(kept.statusCode).toBe(200);
    expect(kept.json<SearchPage>().items.map((hit) => hit.title)).toEqual(['Angelique Kidjo']);
  });
});
