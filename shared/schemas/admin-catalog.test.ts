import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_URL_PATTERN } from './admin-catalog';

const imageUrl = new RegExp(IMAGE_URL_PATTERN, 'u');
const SITE = 'https://site.test';

/**
 * What a browser makes of an accepted image URL on this site's pages: it must be the text itself, on
 * this site for a path, and with no credentials or port. A text the URL parser refuses (a host such as
 * `xn--9`, whose punycode does not decode, which no pattern can tell) makes the browser load nothing,
 * so it leads nowhere else either.
 */
function resolvesToItself(value: string): boolean {
  if (!URL.canParse(value, `${SITE}/page`)) return true;
  const url = new URL(value, `${SITE}/page`);
  const expected = value.startsWith('/') ? `${SITE}${value}` : value;
  return url.href === expected && url.username === '' && url.password === '' && url.port === '';
}

// Characters a URL parser treats specially, mixed with the ones our URLs are made of (more often, so that
// many candidates pass the pattern and get checked).
const SPECIAL = [
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '%',
  ':',
  '@',
  '?',
  '#',
  '"',
  '<',
  '>',
  '^',
  '`',
  '{',
  '}',
  '|',
  '..',
  '%2e',
  '%2E',
  'https:',
  'https://',
  'http://',
  'EVIL',
  '0x7f',
  '127.0.0.1',
  ':443',
  'user@',
  'javascript:',
  '\u0000',
  '\u00e9',
  '\u3002',
  'xn--',
];
const ORDINARY = [
  '/',
  '.',
  '%20',
  '&',
  '=',
  "'",
  '!',
  '(',
  ')',
  '*',
  '~',
  '-',
  '_',
  ';',
  ',',
  '+',
  '$',
  'a',
  'z',
  '0',
  '9',
  'x.png',
  'uploads',
  'media',
  'res.cloudinary.com',
];
const piece = fc.oneof(
  { arbitrary: fc.constantFrom(...ORDINARY), weight: 6 },
  { arbitrary: fc.constantFrom(...SPECIAL), weight: 1 },
);
const candidate = fc
  .tuple(
    fc.constantFrom('/uploads/', '/media/', 'https://', 'https://res.cloudinary.com/', '/', ''),
    fc.array(piece, { maxLength: 12 }),
  )
  .map(([start, pieces]) => start + pieces.join(''));

describe('IMAGE_URL_PATTERN', () => {
  it('accepts only URLs a browser resolves to exactly themselves, on this site or an https host', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        if (imageUrl.test(value)) expect(resolvesToItself(value), JSON.stringify(value)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    '/\\evil.test/x.png',
    '/\t/evil.test/x.png',
    '/\n/evil.test/x.png',
    '/uploads/x.png\n',
    '/\\',
    '//evil.test/x.png',
    '/uploads//evil.test/x.png',
    '/uploads/../x.png',
    '/uploads/%2e%2E/x.png',
    '/uploads/./x.png',
    'https://user@evil.test/x.png',
    'https://evil.test\\@res.cloudinary.com/x.png',
    'https://evil.test:443/x.png',
    'https://0x7f.1/x.png',
    'https://EVIL.test/x.png',
    'javascript:alert(1)',
    'http://plain.example/x.png',
  ])('refuses %j', (value) => {
    expect(imageUrl.test(value)).toBe(false);
  });

  it.each([
    '/uploads/products/0123456789abcdef0123456789abcdef.webp',
    '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
    '/media/art/record/lagos-nights.svg',
    '/media/avatars/Ada%20Obi.svg',
    'https://res.cloudinary.com/griot-test/image/upload/v1763812345/products/1763812345-photo.png',
    'https://images.example/festival.jpg?w=1200&h=630',
  ])('accepts %s, which resolves to itself', (value) => {
    expect(imageUrl.test(value)).toBe(true);
    expect(resolvesToItself(value)).toBe(true);
  });
});
