import { describe, expect, it } from 'vitest';
import { apiFilters, readFilters, withFilter, withoutFilters } from './list-filters';

const address = (query: string) => new URLSearchParams(query);

describe('readFilters: the address → the list’s filters', () => {
  it('reads the Marketplace’s five filters as the address spells them', () => {
    expect(readFilters('products', address('category=Vinyl&artist=burna-boy&min=5000&max=20000&inStock=1'))).toEqual({
      category: 'Vinyl',
      artist: 'burna-boy',
      min: '5000',
      max: '20000',
      inStock: '1',
    });
  });

  it('keeps only the list’s own names, and drops blank ones', () => {
    expect(readFilters('events', address('when=past&city=%20&genre=Jazz&utm_source=x'))).toEqual({ when: 'past' });
    expect(readFilters('artists', address('genre=%20Afrobeats%20&location=Lagos&category=Vinyl'))).toEqual({
      genre: 'Afrobeats',
      location: 'Lagos',
    });
    expect(readFilters('stories', address(''))).toEqual({});
  });
});

describe('apiFilters: the filters → the API’s query', () => {
  it('turns naira into kobo and "1" into true', () => {
    expect(
      apiFilters('products', { category: 'Vinyl', artist: 'burna-boy', min: '5000', max: '49.99', inStock: '1' }),
    ).toEqual({
      category: 'Vinyl',
      artist: 'burna-boy',
      minPriceKobo: '500000',
      maxPriceKobo: '4999',
      inStock: 'true',
    });
    expect(apiFilters('products', { inStock: '0' })).toEqual({ inStock: 'false' });
    // Above the most a price may be: the server, which knows the filter's limit, says so.
    expect(apiFilters('products', { max: '30000000' })).toEqual({ maxPriceKobo: '3000000000' });
  });

  it('passes a value it cannot read on unchanged, for the server to refuse with its reason', () => {
    expect(apiFilters('products', { min: 'cheap', max: '-5', inStock: 'yes' })).toEqual({
      minPriceKobo: 'cheap',
      maxPriceKobo: '-5',
      inStock: 'yes',
    });
    expect(apiFilters('stories', { category: 'Gossip' })).toEqual({ category: 'Gossip' });
  });

  it('names the other lists’ filters as the address does', () => {
    expect(apiFilters('events', { when: 'past', city: 'Lagos' })).toEqual({ when: 'past', city: 'Lagos' });
    expect(apiFilters('stories', { category: 'Music', source: 'griot' })).toEqual({
      category: 'Music',
      source: 'griot',
    });
  });

  it('lists the filters in one order, so the same filters make the same query key', () => {
    expect(Object.keys(apiFilters('products', { inStock: '1', category: 'Album', min: '1' }))).toEqual([
      'category',
      'minPriceKobo',
      'inStock',
    ]);
  });
});

describe('withFilter and withoutFilters: the next address', () => {
  it('sets one filter and keeps the others and any other parameter', () => {
    expect(withFilter(address('category=Vinyl&ref=home'), 'artist', 'burna-boy').toString()).toBe(
      'category=Vinyl&ref=home&artist=burna-boy',
    );
    expect(withFilter(address('category=Vinyl'), 'category', 'Album').toString()).toBe('category=Album');
  });

  it('clears a filter set to nothing, and `when` set to upcoming, what the events list shows unasked', () => {
    expect(withFilter(address('category=Vinyl&inStock=1'), 'inStock', '').toString()).toBe('category=Vinyl');
    expect(withFilter(address('min=500'), 'min', '  ').toString()).toBe('');
    expect(withFilter(address('when=past&city=Lagos'), 'when', 'upcoming').toString()).toBe('city=Lagos');
  });

  it('does not change the address it was given (React Router’s own)', () => {
    const current = address('city=Lagos');
    withFilter(current, 'city', 'Accra');
    expect(current.toString()).toBe('city=Lagos');
  });

  it('clears the list’s filters only', () => {
    expect(withoutFilters('products', address('category=Vinyl&min=1&max=2&artist=a&inStock=1&ref=x')).toString()).toBe(
      'ref=x',
    );
    expect(withoutFilters('events', address('when=past&city=Lagos')).toString()).toBe('');
  });
});
