import { describe, expect, it } from 'vitest';
import { LONGEST_TITLES, longestTitle } from '@server/test/fixtures/longest-titles';
import { cardSvg, layTitle, textBox, wrapText } from './card-layout';
import { measureFor } from './font-metrics';

/** Fits when at most `n` characters. */
const upTo = (n: number) => (text: string) => [...text].length <= n;

describe('the preview card’s words', () => {
  it('wraps at spaces, breaks a word wider than a line, and ends a text that goes on with an ellipsis', () => {
    expect(wrapText('Afrobeat Night Live', upTo(15), 3)).toEqual(['Afrobeat Night', 'Live']);
    expect(wrapText('Supercalifragilistic', upTo(10), 3)).toEqual(['Supercalif', 'ragilistic']);
    expect(wrapText('one two three four five six', upTo(9), 2)).toEqual(['one two', 'three…']);
    expect(wrapText('  ', upTo(10), 2)).toEqual([]);
  });

  it('measures lines in the card’s font: a line of W is wider than one of i', () => {
    const serif = measureFor('serifBold');
    expect(serif('WWWW', 58)).toBeGreaterThan(serif('iiii', 58) * 2);
    expect(serif('Griot', 58)).toBeCloseTo(serif('Griot', 29) * 2);
  });

  it('fits the longest title of every kind inside the card, smaller before cut', () => {
    const measure = measureFor('serifBold');
    for (const [kind, length] of Object.entries(LONGEST_TITLES)) {
      for (const withPicture of [true, false]) {
        const { width } = textBox(withPicture);
        const layout = layTitle(longestTitle(length), width, measure);
        expect(
          layout.widths.every((w) => w <= width),
          `${kind} ${withPicture}`,
        ).toBe(true);
        expect(layout.size, kind).toBeLessThan(58);
        const shown = layout.lines.join(' ');
        expect(longestTitle(length).startsWith(shown.replace(/…$/, '')), kind).toBe(true);
        if (kind === 'story') expect(shown).toMatch(/…$/);
      }
    }
    // A short title keeps the largest size, whole.
    expect(layTitle('Harmattan Sessions', textBox(true).width, measure)).toMatchObject({
      size: 58,
      lines: ['Harmattan', 'Sessions'],
    });
    // The walk's clipped title now fits in full.
    const drum = layTitle('How the Log Drum Took Over the World', textBox(true).width, measure);
    expect(drum.lines.join(' ')).toBe('How the Log Drum Took Over the World');
    expect(Math.max(...drum.widths)).toBeLessThanOrEqual(textBox(true).width);
  });

  it('escapes the words, so a name cannot break the drawing', () => {
    const svg = cardSvg({ label: 'Music & Merch', title: '<b> & "x"', subtitle: "It's" }, true);
    expect(svg).toContain('MUSIC &amp; MERCH');
    expect(svg).toContain('&lt;b&gt; &amp; &quot;x&quot;');
    expect(svg).toContain('It&#39;s');
    expect(svg).not.toContain('<b>');
  });
});
