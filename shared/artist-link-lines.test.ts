import { describe, expect, it } from 'vitest';
import { linesOfLinks, linkKindOf, linksFromLines } from './artist-link-lines';

describe("an artist's links typed one per line", () => {
  it('files each under its kind by its host, anything else as the website', () => {
    expect(linkKindOf('https://www.instagram.com/tems')).toBe('instagram');
    expect(linkKindOf('https://twitter.com/tems')).toBe('x');
    expect(linkKindOf('https://open.spotify.com/artist/1')).toBe('spotify');
    expect(linkKindOf('https://music.apple.com/ng/artist/1')).toBe('appleMusic');
    expect(linkKindOf('https://audiomack.com/tems')).toBe('audiomack');
    expect(linkKindOf('https://youtu.be/x')).toBe('youtube');
    expect(linkKindOf('https://tems.example')).toBe('website');
    expect(linkKindOf('not a link')).toBe('website');
  });

  it('reads lines into links and writes them back in the page’s order', () => {
    const links = linksFromLines(
      ' https://open.spotify.com/artist/1 \n\nhttps://tems.example\nhttps://tems.example/two',
    );
    expect(links).toEqual({ spotify: 'https://open.spotify.com/artist/1', website: 'https://tems.example' });
    expect(linesOfLinks(links)).toBe('https://tems.example\nhttps://open.spotify.com/artist/1');
    expect(linksFromLines('')).toEqual({});
  });
});
