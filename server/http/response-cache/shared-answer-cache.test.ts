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

describe('SharedAnswerCache.getOrLoad', () => {
  it('loads once for requests that arrive while the answer is loading, then keeps it', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    let finish: () => void = () => undefined;
    const load = () =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        loads += 1;
        finish = () => resolve(answer(`load ${loads}`));
      });
    const waiting = [cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
    finish();
    const answers = await Promise.all(waiting);
    expect(loads).toBe(1);
    expect(answers.map((a) => a.body.toString())).toEqual(['load 1', 'load 1', 'load 1']);
    expect((await cache.getOrLoad('k', load)).body.toString()).toBe('load 1');
    expect(loads).toBe(1);
  });

  it('does not share a load begun before a write with a request made after it', async () => {
    const { cache } = cacheAt();
    const finishers: Array<() => void> = [];
    let loads = 0;
    const load = () =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        loads += 1;
        const body = loads === 1 ? 'before the write' : 'after the write';
        finishers.push(() => resolve(answer(body)));
      });
    const before = cache.getOrLoad('k', load);
    cache.invalidate();
    const after = cache.getOrLoad('k', load);
    for (const finish of finishers) finish();
    expect((await before).body.toString()).toBe('before the write');
    expect((await after).body.toString()).toBe('after the write');
    expect(cache.get('k')?.body.toString()).toBe('after the write');
  });

  it('shares a failure with those waiting, and keeps nothing of it', async () => {
    const { cache } = cacheAt();
    let fail: (error: Error) => void = () => undefined;
    const failing = () => new Promise<ReturnType<typeof answer>>((_resolve, reject) => (fail = reject));
    const waiting = [cache.getOrLoad('k', failing), cache.getOrLoad('k', failing)];
    fail(new Error('database down'));
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected');
    expect((await cache.getOrLoad('k', async () => answer('recovered'))).body.toString()).toBe('recovered');
  });
});

describe('SharedAnswerCache.feeds', () => {
  it('empties the caches it feeds when it is emptied, and not the other way round', () => {
    const search = cacheAt().cache;
    const catalog = cacheAt().cache.feeds(search);
    catalog.set('list', answer('list'), catalog.generation);
    search.set('q', answer('hits'), search.generation);
    search.invalidate();
    expect(catalog.get('list')).not.toBeNull();
    search.set('q', answer('hits'), search.generation);
    catalog.invalidate();
    expect(search.get('q')).toBeNull();
    expect(catalog.get('list')).toBeNull();
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
