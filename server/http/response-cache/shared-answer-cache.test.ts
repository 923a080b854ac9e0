import { describe, expect, it } from 'vitest';
import { etagOf, SharedAnswerCache } from './shared-answer-cache';

function cacheAt(options = { maxEntries: 3, ttlMs: 5_000 }) {
  const clock = { now: 1_000_000 };
  return { cache: new SharedAnswerCache(options, () => clock.now), clock };
}

const answer = (body: string) => ({ body: Buffer.from(body), etag: etagOf(body) });

describe('SharedAnswerCache', () => {
  it('gives back what it stored until the lifetime is over', () => {
    const { cache, clock } = cacheAt();
    cache.set('/api/products', answer('{"items":[]}'), cache.generation);
    expect(cache.get('/api/products')).toEqual({
      body: Buffer.from('{"items":[]}'),
      etag: etagOf('{"items":[]}'),
      storedAt: 1_000_000,
    });
    clock.now += 4_999;
    expect(cache.get('/api/products')?.body.toString()).toBe('{"items":[]}');
    clock.now += 1;
    expect(cache.get('/api/products')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on invalidation, and drops an answer that was read before the write', () => {
    const { cache } = cacheAt();
    cache.set('a', answer('1'), cache.generation);
    const readBeforeWrite = cache.generation;
    cache.invalidate();
    expect(cache.get('a')).toBeNull();
    cache.set('b', answer('stale'), readBeforeWrite);
    expect(cache.get('b')).toBeNull();
    cache.set('b', answer('fresh'), cache.generation);
    expect(cache.get('b')?.body.toString()).toBe('fresh');
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, answer(key), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeNull();
    expect(['b', 'c', 'd'].map((key) => cache.get(key)?.body.toString())).toEqual(['b', 'c', 'd']);
  });
});

describe('etagOf', () => {
  it('is a quoted strong tag that follows the body', () => {
    expect(etagOf('{"items":[]}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('{"items":[]}')).toBe(etagOf('{"items":[]}'));
    expect(etagOf('{"items":[1]}')).not.toBe(etagOf('{"items":[]}'));
    expect(etagOf(Buffer.from('{"title":"Fẹ́mi …"}'))).toBe(etagOf('{"title":"Fẹ́mi …"}'));
  });
});
