import { describe, expect, it } from 'vitest';
import { adminMessages } from '@shared/admin-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { Story } from '@shared/schemas/catalog';
import type { ImportResult, StoryImportBody } from '@shared/schemas/imports';
import { joinAs } from '@server/test/accounts';
import { buildStory } from '@server/test/factories/catalog';
import { useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { sampleStories } from './samples';
import { neverAnswer, sendJson, sendText, type Responder } from '@server/test/fakes/http';
import { answerHeadlines, newsAnswer, newsError, TEST_NEWS_KEY } from '@server/test/fakes/news';
import { useImportFakes } from '@server/test/fakes/use-fakes';
import { refusedUrl } from '@server/test/processes/ports';

const URL_PATH = '/api/admin/imports/stories';

async function importStories(
  ctx: TestContext,
  body: Partial<StoryImportBody> | Record<string, string> = { category: 'entertainment', country: 'ng' },
) {
  const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
  return ctx.app.inject({ method: 'POST', url: URL_PATH, headers: { cookie: admin.cookie }, payload: body });
}

async function publicStories(ctx: TestContext): Promise<Story[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/stories?limit=100' });
  return response.json<{ items: Story[] }>().items;
}

const sampleTitles = () =>
  sampleStories()
    .map((s) => s.title)
    .sort();

describe.each(testDrivers())('POST /api/admin/imports/stories on %s', (driver) => {
  const { news: fake, settings } = useImportFakes();
  const ctx = useTestApp(driver, { imports: settings });

  it('asks the News API for top headlines with the key in a header and imports the 10 articles', async () => {
    fake.answerWith(answerHeadlines);

    const response = await importStories(ctx, { category: 'business', country: 'gh' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Imported 10 stories from the News API.',
      found: 10,
      imported: 10,
      existing: 0,
      source: 'News API',
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('GET');
    expect(request!.path).toBe('/v2/top-headlines');
    expect(Object.fromEntries(request!.query)).toEqual({ category: 'business', country: 'gh', pageSize: '10' });
    expect(request!.headers['x-api-key']).toBe(TEST_NEWS_KEY);
    expect(request!.rawUrl).not.toContain(TEST_NEWS_KEY);
    expect(request!.rawUrl.toLowerCase()).not.toContain('apikey');
  });

  it.each([
    ['music', { category: 'entertainment', q: 'music' }],
    ['arts', { category: 'entertainment', q: 'art' }],
    ['entertainment', { category: 'entertainment' }],
    ['technology', { category: 'technology' }],
  ] as const)('asks for %s as a category the service knows', async (category, expected) => {
    fake.answerWith(answerHeadlines);

    await importStories(ctx, { category, country: 'za' });

    expect(Object.fromEntries(fake.requests[0]!.query)).toEqual({ ...expected, country: 'za', pageSize: '10' });
  });

  it('shows the imported stories in the public list, newest first, as the articles described them, crediting the source', async () => {
    fake.answerWith((_request, response) =>
      sendJson(
        response,
        200,
        newsAnswer([
          {
            title: 'Afrobeats tour dates announced',
            author: 'Ada Obi',
            publishedAt: '2026-05-03T08:00:00Z',
            description: 'Twelve cities.',
            urlToImage: 'https://images.example/tour.jpg',
          },
          {
            title: 'Album of the week',
            author: null,
            source: 'Pulse Nigeria',
            publishedAt: '2026-05-02T08:00:00Z',
            description: null,
            content: 'A quiet masterpiece from Enugu [+2048 chars]',
            urlToImage: 'http://images.example/album.jpg',
          },
          { title: '[Removed]', author: '[Removed]', description: '[Removed]' },
          { title: null },
        ]),
      ),
    );

    const response = await importStories(ctx);

    expect(response.json()).toEqual({
      message: 'Imported 2 stories from the News API.',
      found: 2,
      imported: 2,
      existing: 0,
      source: 'News API',
    });
    const stories = await publicStories(ctx);
    expect(stories.map(({ id: _id, ...story }) => story)).toEqual([
      {
        title: 'Afrobeats tour dates announced',
        author: 'Ada Obi',
        date: '2026-05-03',
        excerpt: 'Twelve cities.',
        imageUrl: 'https://images.example/tour.jpg',
        // A picture elsewhere, and generated art below, have no responsive copies of ours.
        image: null,
        slug: 'afrobeats-tour-dates-announced',
        category: 'Culture',
        sourceName: 'Pulse Nigeria',
        sourceUrl: 'https://news.example/1',
      },
      {
        title: 'Album of the week',
        author: 'Pulse Nigeria',
        date: '2026-05-02',
        excerpt: 'A quiet masterpiece from Enugu',
        imageUrl: '/media/art/pattern/album-of-the-week.svg',
        image: null,
        slug: 'album-of-the-week',
        category: 'Culture',
        sourceName: 'Pulse Nigeria',
        sourceUrl: 'https://news.example/2',
      },
    ]);
  });

  it('imports nothing twice: a second import finds 10 and reports them all as existing', async () => {
    fake.answerWith(answerHeadlines);
    await importStories(ctx);

    const second = await importStories(ctx);

    expect(second.json()).toEqual({
      message: 'Imported 0 stories from the News API.',
      found: 10,
      imported: 0,
      existing: 10,
      source: 'News API',
    });
    expect(await publicStories(ctx)).toHaveLength(10);
  });

  it('skips a story whose title exists in another case', async () => {
    await buildStory(ctx.database.db, { title: 'LAGOS FESTIVAL HEADLINE 3', date: '2025-01-01' });
    fake.answerWith(answerHeadlines);

    const response = await importStories(ctx);

    expect(response.json<ImportResult>()).toMatchObject({ found: 10, imported: 9, existing: 1 });
    expect((await publicStories(ctx)).filter((s) => s.title.toLowerCase() === 'lagos festival headline 3')).toEqual([
      expect.objectContaining({ title: 'LAGOS FESTIVAL HEADLINE 3', date: '2025-01-01' }),
    ]);
  });

  it('makes no request at all when no key is configured, and imports the sample stories', async () => {
    settings.newsApiKey = null;
    fake.answerWith(answerHeadlines);

    const response = await importStories(ctx);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: inEnglish(adminMessages.newsKeyMissing),
      found: 10,
      imported: 10,
      existing: 0,
      source: 'Sample data',
    });
    expect(fake.requests).toHaveLength(0);
    expect((await publicStories(ctx)).map((s) => s.title).sort()).toEqual(sampleTitles());
  });

  describe('when the News API cannot help, imports the 10 sample stories and says why', () => {
    const fallbackCases: Array<[string, Responder]> = [
      [
        'the key is refused (401 apiKeyInvalid)',
        (_q, r) => sendJson(r, 401, newsError('apiKeyInvalid', 'Your API key is invalid or incorrect.')),
      ],
      [
        'the key is missing (401 apiKeyMissing)',
        (_q, r) => sendJson(r, 401, newsError('apiKeyMissing', 'Your API key is missing.')),
      ],
      [
        'it is rate limiting (429)',
        (_q, r) => sendJson(r, 429, newsError('rateLimited', 'You have made too many requests recently.')),
      ],
      [
        'a parameter is refused (400)',
        (_q, r) =>
          sendJson(r, 400, newsError('parameterInvalid', 'You have included a parameter that is not supported.')),
      ],
      ['it is down (503)', (_q, r) => sendText(r, 503, 'text/html', '<html>Bad gateway</html>')],
      ['it answers malformed JSON', (_q, r) => sendText(r, 200, 'application/json', '{"status":"ok","articles":[{')],
      [
        'it answers an error status with 200',
        (_q, r) => sendJson(r, 200, newsError('unexpectedError', 'Something went wrong.')),
      ],
      ['it finds no articles', (_q, r) => sendJson(r, 200, newsAnswer([]))],
      [
        'every article was removed',
        (_q, r) => sendJson(r, 200, newsAnswer([{ title: '[Removed]' }, { title: null }, { title: ' ' }])),
      ],
    ];

    it.each(fallbackCases)('when %s', async (_label, responder) => {
      fake.answerWith(responder);

      const response = await importStories(ctx);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: inEnglish(adminMessages.newsServiceUnavailable),
        found: 10,
        imported: 10,
        existing: 0,
        source: 'Sample data',
      });
      expect(fake.requests).toHaveLength(1);
      expect((await publicStories(ctx)).map((s) => s.title).sort()).toEqual(sampleTitles());
    });

    it('when it does not answer within the timeout', async () => {
      settings.timeoutMs = 150;
      fake.answerWith(neverAnswer);

      const response = await importStories(ctx);

      expect(response.json()).toEqual({
        message: inEnglish(adminMessages.newsServiceUnavailable),
        found: 10,
        imported: 10,
        existing: 0,
        source: 'Sample data',
      });
      expect(fake.requests).toHaveLength(1);
      expect(Date.now() - fake.requests[0]!.at).toBeLessThan(1000);
    });

    it('when it cannot be reached', async () => {
      settings.newsApiUrl = await refusedUrl();

      const response = await importStories(ctx);

      expect(response.json()).toEqual({
        message: inEnglish(adminMessages.newsServiceUnavailable),
        found: 10,
        imported: 10,
        existing: 0,
        source: 'Sample data',
      });
    });

    it('when it redirects, without following (the key must not reach another host)', async () => {
      fake.answerWith((_q, r) => {
        r.writeHead(302, { location: `${fake.url}/elsewhere` });
        r.end();
      });

      const response = await importStories(ctx);

      expect(response.json<ImportResult>()).toMatchObject({
        message: inEnglish(adminMessages.newsServiceUnavailable),
        source: 'Sample data',
      });
      expect(fake.requests.map((q) => q.path)).toEqual(['/v2/top-headlines']);
    });
  });

  it.each([[{ category: 'sports', country: 'ng' }], [{ category: 'music', country: 'fr' }], [{ category: 'music' }]])(
    'refuses a category or country the screen does not offer: %j',
    async (body) => {
      const response = await importStories(ctx, body);

      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
      expect(fake.requests).toHaveLength(0);
    },
  );
});
