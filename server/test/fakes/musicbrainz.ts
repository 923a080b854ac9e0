// A stand-in for MusicBrainz's artist search (GET /ws/2/artist?query=area:…&fmt=json), answering in the
// service's own shape (docs/contracts/external-services.md), trimmed to what matters plus a few of the
// fields we ignore. Its normal answer is the ten artists below, whatever the area.
import { createFakeService, sendJson, sendText, type FakeService, type Responder } from './http';

/** The contact the tests configure, which our User-Agent must name. */
export const TEST_CONTACT = 'imports-test@griot.local';

export interface FakeArtist {
  name: string;
  type?: string;
  disambiguation?: string;
  area?: string;
}

export function musicBrainzAnswer(artists: readonly FakeArtist[]) {
  return {
    created: '2026-05-01T10:00:00.000Z',
    count: 2211,
    offset: 0,
    artists: artists.map((a, i) => ({
      id: `8c9b2c6e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      ...(a.type ? { type: a.type } : {}),
      score: 100 - i,
      name: a.name,
      'sort-name': a.name,
      country: 'NG',
      ...(a.area ? { area: { id: 'f9b0c7a1-0000-4000-8000-000000000000', type: 'Country', name: a.area } } : {}),
      ...(a.disambiguation ? { disambiguation: a.disambiguation } : {}),
      'life-span': { ended: null },
      tags: [{ count: 1, name: 'afrobeat' }],
    })),
  };
}

/** Ten artists covering every type MusicBrainz uses, with and without a disambiguation. */
export const NIGERIAN_ARTISTS: readonly FakeArtist[] = [
  { name: 'Fela Kuti', type: 'Person', disambiguation: 'Nigerian Afrobeat pioneer', area: 'Nigeria' },
  { name: 'King Sunny Adé', type: 'Person', disambiguation: 'jùjú bandleader', area: 'Nigeria' },
  { name: 'Oriental Brothers International', type: 'Group', disambiguation: 'Igbo highlife band', area: 'Nigeria' },
  { name: 'Lagos City Orchestra', type: 'Orchestra', area: 'Nigeria' },
  { name: 'Ibadan Festival Singers', type: 'Choir', disambiguation: 'community choir', area: 'Nigeria' },
  { name: 'Egwu Ekwe', area: 'Nigeria' },
  { name: 'Zombie Soldier', type: 'Character', disambiguation: 'fictional character' },
  { name: 'Session Players of Ikeja', type: 'Other', area: 'Nigeria' },
  { name: 'Ayinla Omowura', type: 'Person', disambiguation: 'apala singer', area: 'Nigeria' },
  { name: 'Victor Olaiya', type: 'Person' },
];

export const answerArtists: Responder = (_request, response) =>
  sendJson(response, 200, musicBrainzAnswer(NIGERIAN_ARTISTS));

/** What MusicBrainz answers a client over its rate limit, or while it is down: a 503 HTML page. */
export const rateLimited: Responder = (_request, response) =>
  sendText(response, 503, 'text/html', '<html>Service Temporarily Unavailable</html>');

export function createFakeMusicBrainz(): FakeService {
  return createFakeService((request, response) =>
    request.method === 'GET' && request.path === '/ws/2/artist'
      ? answerArtists(request, response)
      : sendJson(response, 404, { error: 'Not Found' }),
  );
}
