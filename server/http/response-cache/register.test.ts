import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAnswerCaches } from './register';

describe('registerAnswerCaches', () => {
  it('refuses to start with a write route that does not say which caches it empties', async () => {
    const app = Fastify();
    registerAnswerCaches(app);
    expect(() => app.post('/api/things', async () => ({}))).toThrow('POST /api/things must declare config.invalidates');
    app.get('/api/things', async () => ({}));
    app.delete('/api/things/:id', { config: { invalidates: [] } }, async () => ({}));
    await app.ready();
    await app.close();
  });

  it('empties exactly the caches the write declares, and search with either, and none on reads', async () => {
    const app = Fastify();
    registerAnswerCaches(app);
    app.get('/api/list', async () => ({}));
    app.post('/api/catalog-write', { config: { invalidates: ['catalog'] } }, async () => ({}));
    app.post('/api/quiet-write', { config: { invalidates: [] } }, async () => ({}));
    app.post('/api/community-write', { config: { invalidates: ['community'] } }, async () => ({}));
    await app.ready();
    const { catalog, community, search } = app.answerCaches;
    const generations = () => [catalog.generation, community.generation, search.generation];
    await app.inject({ method: 'GET', url: '/api/list' });
    await app.inject({ method: 'POST', url: '/api/quiet-write' });
    expect(generations()).toEqual([0, 0, 0]);
    await app.inject({ method: 'POST', url: '/api/catalog-write' });
    expect(generations()).toEqual([1, 0, 1]);
    await app.inject({ method: 'POST', url: '/api/community-write' });
    expect(generations()).toEqual([1, 1, 2]);
    await app.close();
  });
});
