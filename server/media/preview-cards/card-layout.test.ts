import { describe, expect, it } from 'vitest';
import { cardSvg, wrapText } from './card-layout';

describe('the preview card’s words', () => {
  it('wraps at spaces, cuts a word longer than a line, and ends a text that goes on with an ellipsis', () => {
    expect(wrapText('Afrobeat Night Live', 15, 3)).toEqual(['Afrobeat Night', 'Live']);
    expect(wrapText('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('  ', 10, 2)).toEqual([]);
  });

  it('escapes the words, so a name cannot break the drawing', () => {
    const svg = cardSvg({ label: 'Music & Merch', title: '<b> & "x"', subtitle: "It's" }, true);
    expect(svg).toContain('MUSIC &amp; MERCH');
    expect(svg).toContain('&lt;b&gt; &amp; &quot;x&quot;');
    expect(svg).toContain('It&#39;s');
    expect(svg).not.toContain('<b>');
  });
});
