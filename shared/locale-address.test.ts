import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale-address';

describe('a language in an address', () => {
  it('is the prefix of a language Griot speaks, and English without one', () => {
    expect(localeOfPath('/fr/music/lagos-nights')).toBe('fr');
    expect(localeOfPath('/pcm')).toBe('pcm');
    expect(localeOfPath('/yo/')).toBe('yo');
    expect(localeOfPath('/music')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    // English is never prefixed, and a segment that only starts like a language is not one.
    expect(localeOfPath('/en/music')).toBe('en');
    expect(localeOfPath('/france')).toBe('en');
    expect(localeOfPath('/de/music')).toBe('en');
  });

  it('comes off a path, and another goes on', () => {
    expect(pathWithoutLocale('/fr/music/lagos-nights')).toBe('/music/lagos-nights');
    expect(pathWithoutLocale('/fr')).toBe('/');
    expect(pathWithoutLocale('/music')).toBe('/music');
    expect(pathInLocale('/fr/music', 'yo')).toBe('/yo/music');
    expect(pathInLocale('/fr', 'en')).toBe('/');
    expect(pathInLocale('/', 'ha')).toBe('/ha');
    expect(pathInLocale('/events', 'sw')).toBe('/sw/events');
    expect(pathInLocale('/sw/events', 'en')).toBe('/events');
  });
});
