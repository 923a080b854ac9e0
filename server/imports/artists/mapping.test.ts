import { describe, expect, it } from 'vitest';
import { disciplineOf, toArtistRow } from './mapping';
import { areaQuery, artistSearchUrl } from './musicbrainz-client';

describe('MusicBrainz artist search URL', () => {
  it('searches the area by a bare word for a one-word location', () => {
    expect(areaQuery('Nigeria')).toBe('area:Nigeria');
    expect(areaQuery('Côte')).toBe('area:Côte');
  });

  it('quotes a location with spaces or punctuation as a phrase, escaping quotes and backslashes', () => {
    expect(areaQuery('South Africa')).toBe('area:"South Africa"');
    expect(areaQuery("Côte d'Ivoire")).toBe('area:"Côte d\'Ivoire"');
    expect(areaQuery('Guinea-Bissau')).toBe('area:"Guinea-Bissau"');
    expect(areaQuery('a "b" \\c')).toBe('area:"a \\"b\\" \\\\c"');
  });

  it('builds /ws/2/artist with an encoded query, a limit of 10 and JSON format', () => {
    const url = artistSearchUrl('https://musicbrainz.example/mirror', 'South Africa');
    expect(url.origin + url.pathname).toBe('https://musicbrainz.example/mirror/ws/2/artist');
    expect(url.search).toBe('?query=area%3A%22South+Africa%22&limit=10&fmt=json');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'area:"South Africa"', limit: '10', fmt: 'json' });
  });

  it('cannot be steered to another path or parameter by the location', () => {
    const url = artistSearchUrl('https://musicbrainz.example', 'Lagos&fmt=xml#x');
    expect(url.pathname).toBe('/ws/2/artist');
    expect(url.searchParams.getAll('fmt')).toEqual(['json']);
    expect(url.searchParams.get('query')).toBe('area:"Lagos&fmt=xml#x"');
    expect(url.hash).toBe('');
  });
});

describe('MusicBrainz artist → catalogue artist', () => {
  it.each([
    ['Person', 'Musician'],
    ['Group', 'Band'],
    ['Orchestra', 'Orchestra'],
    ['Choir', 'Choir'],
    ['Character', 'Artist'],
    ['Other', 'Artist'],
    [null, 'Artist'],
  ])('maps type %s to the discipline %s', (type, discipline) => {
    expect(disciplineOf(type)).toBe(discipline);
  });

  it('takes the name, the discipline, the disambiguation as a sentence and the area, with an initials avatar', () => {
    const row = toArtistRow(
      { name: 'Fela Kuti', type: 'Person', disambiguation: 'nigerian Afrobeat pioneer', areaName: 'Nigeria' },
      'nigeria',
    );
    expect(row).toEqual({
      name: 'Fela Kuti',
      discipline: 'Musician',
      bio: 'Nigerian Afrobeat pioneer.',
      location: 'Nigeria',
      imageUrl: '/media/avatars/Fela%20Kuti.svg',
    });
  });

  it('keeps a disambiguation that already ends a sentence', () => {
    expect(toArtistRow({ name: 'X', type: null, disambiguation: 'Who knows?', areaName: null }, 'Ghana').bio).toBe(
      'Who knows?',
    );
  });

  it('writes a plain bio from the discipline and the area when there is no disambiguation', () => {
    expect(toArtistRow({ name: 'Osibisa', type: 'Group', disambiguation: null, areaName: 'Ghana' }, 'ghana').bio).toBe(
      'Band from Ghana.',
    );
    expect(toArtistRow({ name: 'Someone', type: null, disambiguation: null, areaName: null }, 'South Africa').bio).toBe(
      'Artist from South Africa.',
    );
  });

  it('cuts a name longer than the admin form allows', () => {
    const row = toArtistRow({ name: 'N'.repeat(250), type: 'Person', disambiguation: null, areaName: null }, 'Kenya');
    expect(row.name).toHaveLength(200);
    expect(row.name.endsWith('…')).toBe(true);
  });
});
