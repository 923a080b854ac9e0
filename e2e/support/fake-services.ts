// The third-party services the server talks to, faked on 127.0.0.1 by the API tests' own fakes, so that
// browser tests run offline. The fakes live in the global setup's process: tests switch a service's
// behaviour through POST /__control and read what the server sent through GET /__requests.
import { createFakeCloudinary, type FakeCloudinary } from '@server/test/fakes/cloudinary';
import { dropConnection, readBody, sendJson, startHttpServer, type FakeService } from '@server/test/fakes/http';
import { createFakeMusicBrainz, rateLimited } from '@server/test/fakes/musicbrainz';
import { createFakeNews } from '@server/test/fakes/news';
import { startFeedServer, type FeedServer } from '@server/test/fakes/feeds';
import { createFakePaystack, type FakePaystack } from '@server/test/fakes/paystack';
import { startFakeSmtp, type FakeSmtp } from '@server/test/fakes/smtp';

export interface FakeControl {
  musicbrainz: 'ok' | 'down';
  cloudinaryPing: 'ok' | 'unauthorized' | 'drop';
}

export interface FakeServices {
  /** Where tests control the fakes. */
  url: string;
  musicBrainz: FakeService;
  news: FakeService;
  cloudinary: FakeCloudinary;
  /** An outlet's RSS and Atom feeds (/rss.xml, /atom.xml) for the story import from feeds. */
  feeds: FeedServer;
  /** Paystack with its hosted payment page; tests read its transactions and refunds at GET /__paystack. */
  paystack: FakePaystack;
  /** The mail server; tests read what it received at GET /__mail. */
  smtp: FakeSmtp;
  stop(): Promise<void>;
}

/** Puts each fake in the state a test asked for: its normal answers, or one of the failures the journeys show. */
function apply(change: Partial<FakeControl>, musicBrainz: FakeService, cloudinary: FakeCloudinary): void {
  if (change.musicbrainz === 'ok') musicBrainz.reset();
  if (change.musicbrainz === 'down') musicBrainz.answerWith(rateLimited);
  if (change.cloudinaryPing === 'ok') cloudinary.reset();
  if (change.cloudinaryPing === 'unauthorized') cloudinary.credentials = { apiKey: 'revoked', apiSecret: 'revoked' };
  if (change.cloudinaryPing === 'drop') cloudinary.answerWith(dropConnection);
}

export async function startFakeServices(): Promise<FakeServices> {
  const musicBrainz = createFakeMusicBrainz();
  const news = createFakeNews();
  const cloudinary = createFakeCloudinary('griot-e2e');
  const paystack = createFakePaystack();
  const fakes = [musicBrainz, news, cloudinary, paystack];
  await Promise.all(fakes.map((fake) => fake.start()));
  const feeds = await startFeedServer();
  const smtp = await startFakeSmtp();

  const control = await startHttpServer((req, res) => {
    (async () => {
      if (req.method === 'POST' && req.url === '/__control') {
        apply(JSON.parse((await readBody(req)).toString()) as Partial<FakeControl>, musicBrainz, cloudinary);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && req.url === '/__mail') return sendJson(res, 200, smtp.received);
      if (req.method === 'GET' && req.url === '/__paystack') {
        return sendJson(res, 200, { transactions: [...paystack.transactions.values()], refunds: paystack.refunds });
      }
      if (req.method === 'GET' && req.url === '/__requests') {
        const requests = fakes.flatMap((fake) => fake.requests).sort((a, b) => a.at - b.at);
        return sendJson(
          res,
          200,
          requests.map((r) => ({ method: r.method, url: r.rawUrl, apiKey: r.headers['x-api-key'] })),
        );
      }
      return sendJson(res, 404, { error: 'not found' });
    })().catch((error: unknown) => sendJson(res, 400, { error: String(error) }));
  });

  return {
    url: control.url,
    musicBrainz,
    news,
    cloudinary,
    feeds,
    paystack,
    smtp,
    stop: async () => {
      await Promise.all([control.close(), feeds.close(), smtp.close(), ...fakes.map((fake) => fake.close())]);
    },
  };
}

/** Changes how a fake service behaves, from a test. */
export async function controlFakeServices(url: string, change: Partial<FakeControl>): Promise<void> {
  const response = await fetch(`${url}/__control`, { method: 'POST', body: JSON.stringify(change) });
  if (!response.ok) throw new Error(`fake services answered ${response.status}`);
}
