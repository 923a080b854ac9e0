import { describe, expect, it } from 'vitest';
import { preferredLocale } from './preferred-locale';

describe('the language a browser prefers', () => {
  it('is the first range Griot speaks, by weight, then by order', () => {
    expect(preferredLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('fr,en')).toBe('fr');
    expect(preferredLocale('en-GB,fr;q=0.5')).toBe('en');
    expect(preferredLocale('de, yo;q=0.4, en;q=0.3')).toBe('yo');
    expect(preferredLocale('en;q=0.5, ha-NG;q=0.9')).toBe('ha');
    expect(preferredLocale('PCM')).toBe('pcm');
  });

  it('is none for any language, no header, a refused one or none Griot speaks', () => {
    expect(preferredLocale('*')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale('de, it;q=0.5')).toBeNull();
    expect(preferredLocale('fr;q=0, de')).toBeNull();
    expect(preferredLocale('de;q=0.9, *;q=0.5, fr;q=0.1')).toBeNull();
  });
});
