import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@server/errors';
import { makeLargePng, makeNoisyPng, makePng } from '@server/test/fixtures/images';
import { PICTURE } from '../preview-cards/card-layout';
import type { Config } from '@server/config';
import { BUSY_RETRY_AFTER_SECONDS, createImageWork, type ImageWork } from './image-work';

/** The answer's headers, as the work sets them. */
function fakeReply(): FastifyReply & { headers: Record<string, string> } {
  const reply = {
    headers: {} as Record<string, string>,
    header(name: string, value: string) {
      reply.headers[name] = value;
      return reply;
    },
  };
  return reply as unknown as FastifyReply & { headers: Record<string, string> };
}

const media = (changes: Partial<Config['media']> = {}): Config['media'] => ({
  avatarsPerHour: 10,
  imageWorkers: 1,
  imageQueue: 1,
  imageTaskSeconds: 10,
  ...changes,
});

const words = { label: 'Event', title: 'Night market', subtitle: 'Lagos' };

let work: ImageWork | undefined;
afterEach(() => work?.close());

describe('image work', () => {
  it('draws a preview card while every upload worker is busy and the uploads’ queue is full', async () => {
    work = createImageWork(media());
    const png = await makePng();
    const kept = [
      work.run(fakeReply(), png, 'catalogue', { variants: true }),
      work.run(fakeReply(), png, 'catalogue', { variants: true }),
    ];
    const busyReply = fakeReply();
    const busy = await work.run(busyReply, png, 'catalogue', { variants: true }).catch((e: unknown) => e);
    expect(busy).toMatchObject({ statusCode: 503, code: 'BUSY' });
    expect(busyReply.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));

    const card = await work.card(fakeReply(), { ...words, picture: png });
    expect(await sharp(card.bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    for (const image of await Promise.all(kept)) expect(image.contentType).toBe('image/png');
    expect((await work.run(fakeReply(), png, 'catalogue', { variants: true })).contentType).toBe('image/png');
  });

  it('draws a card from a stored picture 2000 × 1 or 1 × 2000 at once, its middle on the card', async () => {
    work = createImageWork(media());
    for (const [width, height] of [
      [2000, 1],
      [1, 2000],
    ] as const) {
      const started = Date.now();
      const card = await work.card(fakeReply(), { ...words, picture: await makeLargePng(width, height) });
      expect(Date.now() - started, `${width}×${height}`).toBeLessThan(5000);
      const centre = await sharp(card.bytes)
        .extract({ left: PICTURE.left + PICTURE.side / 2, top: PICTURE.top + PICTURE.side / 2, width: 1, height: 1 })
        .raw()
        .toBuffer();
      // The fixture's colour (server/test/fixtures/images.ts), not the card's ink.
      expect([...centre.subarray(0, 3)]).toEqual([60, 120, 40]);
    }
  });

  it('draws a card with words alone from a stored picture larger than an upload may be', async () => {
    work = createImageWork(media());
    const alone = await work.card(fakeReply(), { ...words, picture: null });
    const tooWide = await work.card(fakeReply(), { ...words, picture: await makeLargePng(16_385, 1000) });
    expect(tooWide.bytes.equals(alone.bytes)).toBe(true);
  });

  it('answers a card past its time limit 503 with Retry-After, as when busy, so a crawler comes back', async () => {
    // A picture of four noisy megapixels takes longer to cut than a tenth of a second.
    work = createImageWork(media({ imageTaskSeconds: 0.1 }));
    const reply = fakeReply();
    const refusal = await work.card(reply, { ...words, picture: await makeNoisyPng() }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'BUSY' });
    expect(reply.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  });
});
