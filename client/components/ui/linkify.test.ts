import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (text: string) =>
  linkify(text)
    .filter((part) => part.kind === 'link')
    .map((part) => part.href);

describe('linkify', () => {
  it('makes an https address with a query a link and keeps the text around it', () => {
    expect(linkify('See https://x.y/a?b now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://x.y/a?b', href: 'https://x.y/a?b' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves javascript:, data: and other schemes as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'click javascript:alert(document.cookie)',
      'data:text/html,<script>x</script>',
      'mailto:a@b.c',
      'ftp://x.y/file',
    ]) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text, never as an element', () => {
    const text = '<img src=x onerror=alert(1)> <b>bold</b>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops an address at quotes and angle brackets so they cannot leak into the href', () => {
    expect(links('"https://x.y/a"onmouseover="alert(1)"')).toEqual(['https://x.y/a']);
    expect(links('<https://x.y/b>')).toEqual(['https://x.y/b']);
  });

  it('leaves sentence punctuation and an unmatched bracket outside the link', () => {
    expect(
      links('Read https://x.y/a. Then (see https://x.y/b), or https://en.wikipedia.org/wiki/Fela_(album)!'),
    ).toEqual(['https://x.y/a', 'https://x.y/b', 'https://en.wikipedia.org/wiki/Fela_(album)']);
  });

  it('finds several addresses, http and https, upper case too, and keeps line breaks in the text', () => {
    expect(linkify('a\nHTTP://X.Y\n\nhttps://z.w/p#h')).toEqual([
      { kind: 'text', text: 'a\n' },
      { kind: 'link', text: 'HTTP://X.Y', href: 'HTTP://X.Y' },
      { kind: 'text', text: '\n\n' },
      { kind: 'link', text: 'https://z.w/p#h', href: 'https://z.w/p#h' },
    ]);
  });

  it('does not link an address with no host', () => {
    expect(linkify('https:// nothing')).toEqual([{ kind: 'text', text: 'https:// nothing' }]);
    expect(links('https://')).toEqual([]);
  });

  it('gives nothing for empty text', () => {
    expect(linkify('')).toEqual([]);
  });
});
