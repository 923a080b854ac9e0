// The third-party services the server talks to, faked on 127.0.0.1 with their real contracts (see
// shared/contracts/external-services.md), so that browser tests run offline. Tests switch a service's
// behaviour through POST /__control and read what the server sent through GET /__requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const FAKE_NEWS_KEY = 'e2e-news-key-not-for-browsers';

export interface FakeControl {
  musicbrainz: 'ok' | 'down';
  cloudinaryPing: 'ok' | 'unauthorized' | 'drop';
}

export interface FakeServices {
  url: string;
  stop(): Promise<void>;
}

const ARTISTS = ['Ayo Balogun', 'Funmi Adeyemi', 'The Lagos Horns', 'Chika Nwosu', 'Kunle Ajayi', 'Ngozi Eze', 'Ibadan Strings', 'Segun Oni', 'Bisola Ade', 'Emeka Orji'];

function musicBrainzArtists(area: string) {
  return {
    created: new Date().toISOString(),
    count: ARTISTS.length,
    offset: 0,
    artists: ARTISTS.map((name, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      type: i % 3 === 2 ? 'Group' : 'Person',
      score: 100 - i,
      name,
      'sort-name': name,
      area: { id: 'area', type: 'Country', name: area },
      ...(i % 2 === 0 ? { disambiguation: `${area} session musician` } : {}),
    })),
  };
}

function topHeadlines(category: string) {
  return {
    status: 'ok',
    totalResults: 10,
    articles: Array.from({ length: 10 }, (_, i) => ({
      source: { id: null, name: 'Pulse Test' },
      author: i % 4 === 0 ? null : `Reporter ${i + 1}`,
      title: `Headline ${i + 1} on ${category}`,
      description: `What happened in story ${i + 1}.`,
      url: `https://news.example/${i}`,
      urlToImage: null,
      publishedAt: `2026-11-${String(10 + i).padStart(2, '0')}T08:00:00Z`,
      content: `Story ${i + 1} in full… [+1200 chars]`,
    })),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

export async function startFakeServices(): Promise<FakeServices> {
  const control: FakeControl = { musicbrainz: 'ok', cloudinaryPing: 'ok' };
  const requests: Array<{ method: string; url: string; userAgent?: string; apiKey?: string }> = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/__control' && req.method === 'POST') {
        Object.assign(control, JSON.parse(await readBody(req)) as Partial<FakeControl>);
        return json(res, 200, control);
      }
      if (url.pathname === '/__requests') return json(res, 200, requests);
      requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '',
        ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
        ...(typeof req.headers['x-api-key'] === 'string' ? { apiKey: req.headers['x-api-key'] } : {}),
      });

      if (url.pathname === '/ws/2/artist') {
        if (control.musicbrainz === 'down') return json(res, 503, { error: 'Service unavailable' });
        const area = /^area:"?([^"]+)"?$/.exec(url.searchParams.get('query') ?? '')?.[1] ?? 'Unknown';
        return json(res, 200, musicBrainzArtists(area));
      }
      if (url.pathname === '/v2/top-headlines') {
        if (req.headers['x-api-key'] !== FAKE_NEWS_KEY) return json(res, 401, { status: 'error', code: 'apiKeyInvalid', message: 'Your API key is invalid.' });
        return json(res, 200, topHeadlines(url.searchParams.get('category') ?? 'general'));
      }
      const ping = /^\/v1_1\/[^/]+\/ping$/.exec(url.pathname);
      if (ping) {
        if (control.cloudinaryPing === 'drop') return req.socket.destroy();
        if (control.cloudinaryPing === 'unauthorized') return json(res, 401, { error: { message: 'Invalid credentials' } });
        return json(res, 200, { status: 'ok' });
      }
      return json(res, 404, { error: 'not found' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Changes how a fake service behaves, from a test. */
export async function controlFakeServices(url: string, change: Partial<FakeControl>): Promise<void> {
  const response = await fetch(`${url}/__control`, { method: 'POST', body: JSON.stringify(change) });
  if (!response.ok) throw new Error(`fake services answered ${response.status}`);
}
