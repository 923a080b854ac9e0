import { describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { adminMessages } from '@shared/admin-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { Artist } from '@shared/schemas/catalog';
import type { ImportResult } from '@shared/schemas/imports';
import { joinAs } from '@server/test/accounts';
import { buildArtist } from '@server/test/factories/catalog';
import { useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { sampleArtists } from './samples';
import { neverAnswer, sendJson, sendText, type Responder } from '@server/test/fakes/http';
import {
  answerArtists,
  musicBrainzAnswer,
  NIGERIAN_ARTISTS,
  rateLimited,
  TEST_CONTACT,
} from '@server/test/fakes/musicbrainz';
import { useImportFakes } from '@server/test/fakes/use-fakes';
import { refusedUrl } from '@server/test/processes/ports';

const URL_PATH = '/api/admin/imports/artists';

async function importArtists(ctx: TestContext, location: string) {
  const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
  return ctx.app.inject({ method: 'POST', url: URL_PATH, headers: { cookie: admin.cookie }, payload: { location } });
}

async function publicArtists(ctx: TestContext): Promise<Artist[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/artists?limit=100' });
  return response.json<{ items: Artist[] }>().items;
}

describe.each(testDrivers())('POST /api/admin/imports/artists on %s', (driver) => {
  const { musicBrainz: fake, settings } = useImportFakes();
  const ctx = useTestApp(driver, { imports: settings });

  it('searches MusicBrainz by area with a named User-Agent and imports the 10 artists it finds', async () => {
    fake.answerWith(answerArtists);

    const response = await importArtists(ctx, 'Nigeria');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Imported 10 artists from MusicBrainz.',
      found: 10,
      imported: 10,
      existing: 0,
      source: 'MusicBrainz',
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('GET');
    expect(request!.path).toBe('/ws/2/artist');
    expect(Object.fromEntries(request!.query)).toEqual({ query: 'area:Nigeria', limit: '10', fmt: 'json' });
    expect(request!.headers['user-agent']).toBe(`Griot/${packageJson.version} ( ${TEST_CONTACT} )`);
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(request!.headers.accept).toBe('application/json');
  });

  it('shows the imported artists in the public directory, with disciplines, bios and avatars', async () => {
    fake.answerWith(answerArtists);
    await importArtists(ctx, 'Nigeria');

    const artists = await publicArtists(ctx);

    expect(artists).toHaveLength(10);
    const byName = new Map(artists.map((a) => [a.name, a]));
    expect(byName.get('Fela Kuti')).toMatchObject({
      discipline: 'Musician',
      bio: 'Nigerian Afrobeat pioneer.',
      imageUrl: '/media/avatars/Fela%20Kuti.svg',
    });
    expect(byName.get('Oriental Brothers International')).toMatchObject({
      discipline: 'Band',
      bio: 'Igbo highlife band.',
    });
    expect(byName.get('Lagos City Orchestra')).toMatchObject({
      discipline: 'Orchestra',
      bio: 'Orchestra from Nigeria.',
    });
    expect(byName.get('Ibadan Festival Singers')).toMatchObject({ discipline: 'Choir', bio: 'Community choir.' });
    expect(byName.get('Egwu Ekwe')).toMatchObject({ discipline: 'Artist', bio: 'Artist from Nigeria.' });
    expect(byName.get('Zombie Soldier')).toMatchObject({ discipline: 'Artist', bio: 'Fictional character.' });
    expect(byName.get('Victor Olaiya')).toMatchObject({ discipline: 'Musician', bio: 'Musician from Nigeria.' });
  });

  it('quotes a location of several words as one phrase, encoded in the URL', async () => {
    fake.answerWith(answerArtists);

    await importArtists(ctx, '  South   Africa ');

    const [request] = fake.requests;
    expect(request!.query.get('query')).toBe('area:"South Africa"');
    expect(request!.rawUrl).not.toMatch(/[ "]/);
  });

  it('imports nothing twice: a second import finds 10 and reports them all as existing', async () => {
    fake.answerWith(answerArtists);
    await importArtists(ctx, 'Nigeria');

    const second = await importArtists(ctx, 'Nigeria');

    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      message: 'Imported 0 artists from MusicBrainz.',
      found: 10,
      imported: 0,
      existing: 10,
      source: 'MusicBrainz',
    });
    expect(await publicArtists(ctx)).toHaveLength(10);
  });

  it('skips an artist whose name exists in another case', async () => {
    await buildArtist(ctx.database.db, { name: 'FELA KUTI', discipline: 'Saxophonist', bio: 'Added by hand.' });
    fake.answerWith(answerArtists);

    const response = await importArtists(ctx, 'Nigeria');

    expect(response.json<ImportResult>()).toMatchObject({ found: 10, imported: 9, existing: 1 });
    const felas = (await publicArtists(ctx)).filter((a) => a.name.toLowerCase() === 'fela kuti');
    expect(felas).toEqual([expect.objectContaining({ name: 'FELA KUTI', bio: 'Added by hand.' })]);
  });

  it('imports one of two hits that differ only in case', async () => {
    const withTwin = [...NIGERIAN_ARTISTS.slice(0, 9), { name: 'FELA KUTI', type: 'Group' }];
    fake.answerWith((_request, response) => sendJson(response, 200, musicBrainzAnswer(withTwin)));

    const response = await importArtists(ctx, 'Nigeria');

    expect(response.json<ImportResult>()).toMatchObject({
      message: 'Imported 9 artists from MusicBrainz.',
      found: 10,
      imported: 9,
      existing: 1,
    });
    expect((await publicArtists(ctx)).filter((a) => a.name.toLowerCase() === 'fela kuti')).toHaveLength(1);
  });

  describe('when MusicBrainz cannot help, imports the 10 sample artists and says why', () => {
    const fallbackCases: Array<[string, Responder]> = [
      ['it is rate limiting (503)', rateLimited],
      ['it refuses the client (403)', (_q, r) => sendText(r, 403, 'text/plain', 'Forbidden')],
      ['it fails (500)', (_q, r) => sendJson(r, 500, { error: 'Internal error' })],
      ['it answers malformed JSON', (_q, r) => sendText(r, 200, 'application/json', '{"artists": [{"name": "Fela')],
      [
        'it answers without an artists list',
        (_q, r) => sendJson(r, 200, { created: '2026-05-01T10:00:00.000Z', count: 0 }),
      ],
      ['it finds nobody', (_q, r) => sendJson(r, 200, musicBrainzAnswer([]))],
      [
        'it sends a runaway answer (over 2 MB)',
        (_q, r) =>
          sendJson(r, 200, musicBrainzAnswer(Array.from({ length: 20_000 }, (_, i) => ({ name: `Artist ${i}` })))),
      ],
    ];

    it.each(fallbackCases)('when %s', async (_label, responder) => {
      fake.answerWith(responder);

      const response = await importArtists(ctx, 'Atlantis');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: inEnglish(adminMessages.musicServiceUnavailable),
        found: 10,
        imported: 10,
        existing: 0,
        source: 'Sample data',
      });
      expect(fake.requests).toHaveLength(1);
      const names = (await publicArtists(ctx)).map((a) => a.name).sort();
      expect(names).toEqual(
        sampleArtists()
          .map((a) => a.name)
          .sort(),
      );
    });

    it('when it does not answer within the timeout', async () => {
      settings.timeoutMs = 150;
      fake.answerWith(neverAnswer);

      const response = await importArtists(ctx, 'Nigeria');

      expect(response.json()).toEqual({
        message: inEnglish(adminMessages.musicServiceUnavailable),
        found: 10,
        imported: 10,
        existing: 0,
        source: 'Sample data',
      });
      expect(fake.requests).toHaveLength(1);
      // The configured deadline ended the wait, not the default of 2 s.
      expect(Date.now() - fake.requests[0]!.at).toBeLessThan(1000);
    });

    it('when it cannot be reached', async () => {
      settings.musicBrainzUrl = await refusedUrl();

      const response = await importArtists(ctx, 'Nigeria');

      expect(response.json()).toEqual({
        message: inEnglish(adminMessages.musicServiceUnavailable),
        found: 10,
        imported: 10,
        existing: 0,
        source: 'Sample data',
      });
    });

    it('and a second fallback reports the samples as existing', async () => {
      fake.answerWith((_q, r) => sendText(r, 503, 'text/plain', 'busy'));
      await importArtists(ctx, 'Nigeria');

      const second = await importArtists(ctx, 'Nigeria');

      expect(second.json()).toEqual({
        message: inEnglish(adminMessages.musicServiceUnavailable),
        found: 10,
        imported: 0,
        existing: 10,
        source: 'Sample data',
      });
    });
  });

  it('sends at most one request a second, making the next import wait rather than fail', async () => {
    fake.answerWith(answerArtists);

    const first = await importArtists(ctx, 'Nigeria');
    const second = await importArtists(ctx, 'Ghana');

    expect(first.json<ImportResult>().source).toBe('MusicBrainz');
    expect(second.json<ImportResult>().source).toBe('MusicBrainz');
    expect(fake.requests).toHaveLength(2);
    // The throttle spaces the sending by a second; the fake notes each request as it arrives, some
    // milliseconds later on a busy machine. Unthrottled, the second would follow the first's answer at once.
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it.each(['', '   ', '\t\n'])(
    'answers 400 "Please enter a location" to the location %j, without calling MusicBrainz',
    async (location) => {
      fake.answerWith(answerArtists);

      const response = await importArtists(ctx, location);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Please enter a location' } });
      expect(fake.requests).toHaveLength(0);
      expect(await publicArtists(ctx)).toEqual([]);
    },
  );
});
