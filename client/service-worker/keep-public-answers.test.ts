import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from '../lib/offline/offline-copies';
import { isPublicAnswer, keepPublicAnswers } from './keep-public-answers';

const answer = (headers: Record<string, string>, status = 200) => new Response('{"items":[]}', { status, headers });

describe('isPublicAnswer', () => {
  it('keeps what the server marked as kept-and-revalidated or cacheable, in any letter case', () => {
    expect(isPublicAnswer(answer({ 'cache-control': 'no-cache' }))).toBe(true);
    expect(isPublicAnswer(answer({ 'cache-control': 'public, max-age=300' }))).toBe(true);
    expect(isPublicAnswer(answer({ 'cache-control': 'max-age=60' }))).toBe(true);
    expect(isPublicAnswer(answer({ 'cache-control': 'No-Cache' }))).toBe(true);
  });

  it('never keeps a personal answer, an answer without a say, or anything but a 200', () => {
    expect(isPublicAnswer(answer({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isPublicAnswer(answer({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isPublicAnswer(answer({ 'cache-control': 'no-cache, no-store' }))).toBe(false);
    expect(isPublicAnswer(answer({}))).toBe(false);
    expect(isPublicAnswer(answer({ 'cache-control': 'no-cache' }, 404))).toBe(false);
    expect(isPublicAnswer(answer({ 'cache-control': 'no-cache' }, 500))).toBe(false);
  });
});

describe('keepPublicAnswers', () => {
  const willUpdate = keepPublicAnswers.cacheWillUpdate!;
  const request = new Request('http://griot.test/api/products');
  const event = new Event('fetch') as never;
  const state = {};

  it('stamps a kept copy with the moment it arrived, body and headers intact', async () => {
    const before = Date.now();
    const kept = await willUpdate({
      request,
      event,
      state,
      response: answer({ 'cache-control': 'no-cache', etag: '"a"' }),
    });
    expect(kept).not.toBeNull();
    const savedAt = Date.parse(kept!.headers.get(SAVED_AT_HEADER)!);
    expect(savedAt).toBeGreaterThanOrEqual(before);
    expect(savedAt).toBeLessThanOrEqual(Date.now());
    expect(kept!.headers.get('etag')).toBe('"a"');
    expect(await kept!.text()).toBe('{"items":[]}');
  });

  it('keeps nothing of a personal answer', async () => {
    expect(await willUpdate({ request, event, state, response: answer({ 'cache-control': 'no-store' }) })).toBeNull();
  });
});
