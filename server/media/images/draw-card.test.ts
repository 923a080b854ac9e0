import { describe, expect, it } from 'vitest';
import { drawPreviewCard } from './draw-card';
import { loadSharp } from './image-processing';
import { LONGEST_TITLES, longestTitle } from '@server/test/fixtures/longest-titles';
import { CARD_HEIGHT, CARD_WIDTH } from '../preview-cards/card-layout';

const INK = [27, 20, 51];
/** The strip between the words' right edge (70 px in) and the dashed frame (20 px in). */
const MARGIN = { from: CARD_WIDTH - 66, to: CARD_WIDTH - 26 };

/** Columns of the right margin holding anything but the card's ink. */
async function inkedMarginColumns(png: Buffer): Promise<number[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  const inked = new Set<number>();
  for (let y = 30; y < CARD_HEIGHT - 30; y++) {
    for (let x = MARGIN.from; x < MARGIN.to; x++) {
      const at = (y * info.width + x) * info.channels;
      if (INK.some((value, i) => Math.abs(data[at + i]! - value) > 24)) inked.add(x);
    }
  }
  return [...inked];
}

describe('a drawn preview card', () => {
  it('keeps the longest title of every kind inside the card, with a picture and without', async () => {
    const sharp = await loadSharp();
    const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8562f' } })
      .png()
      .toBuffer();
    const labels = { product: 'Music & Merch', event: 'Event', artist: 'Artist', story: 'Story · Culture' };
    for (const [kind, length] of Object.entries(LONGEST_TITLES)) {
      for (const withPicture of [true, false]) {
        const { bytes } = await drawPreviewCard({
          label: labels[kind as keyof typeof labels],
          title: longestTitle(length),
          subtitle: 'By Someone With A Rather Long Name Indeed · Nov 26, 2026 · Freedom Park, Lagos Island',
          picture: withPicture ? picture : null,
        });
        expect(await inkedMarginColumns(bytes), `${kind}, picture: ${withPicture}`).toEqual([]);
      }
    }
  });
});
