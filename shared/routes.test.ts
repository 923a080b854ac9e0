import { describe, expect, it } from 'vitest';
import { apiAddress } from './api-paths';
import { catalogKeys, communityKeys } from './query-keys';
import { isCameraScreen, ROUTE_HEADS, ROUTE_IDS, ROUTES, routePattern, type RouteEntry } from './routes';

const dataOf = (entry: RouteEntry, params: Record<string, string>, query = '') =>
  entry.data?.(params, new URLSearchParams(query)) ?? [];

describe('the route table', () => {
  it('writes each pattern under its parent', () => {
    expect(routePattern('home')).toBe('/');
    expect(routePattern('product')).toBe('/music/:slug');
    expect(routePattern('admin')).toBe('/admin');
    expect(routePattern('adminOrder')).toBe('/admin/orders/:id');
    expect(new Set(ROUTE_IDS.map(routePattern)).size).toBe(ROUTE_IDS.length);
  });

  it("knows the camera screens' addresses: an event's door, and not the list of doors or any other page", () => {
    for (const path of ['/check-in/afrobeat-night-live', '/check-in/afrobeat-night-live/', '/check-in/a%20b']) {
      expect(isCameraScreen(path), path).toBe(true);
    }
    for (const path of ['/', '/check-in', '/check-in/', '/check-in/a/b', '/events/check-in', '/x/check-in/a']) {
      expect(isCameraScreen(path), path).toBe(false);
    }
  });

  it("names a list's first page under the address's filters, by the key the screen reads it under", () => {
    const [list, options] = dataOf(ROUTES.music, {}, 'category=Vinyl&min=5000&utm_source=x');
    const filters = { category: 'Vinyl', minPriceKobo: '500000' };
    expect(list).toEqual({
      key: catalogKeys.list('products', filters),
      path: '/api/products',
      query: { ...filters, limit: 24 },
      pages: true,
    });
    expect(apiAddress(list!.path, list!.query)).toBe('/api/products?category=Vinyl&minPriceKobo=500000&limit=24');
    expect(options).toEqual({ key: catalogKeys.filterOptions('products'), path: '/api/filter-options/products' });
  });

  it("names a thread's post by its param, preloaded by its page", () => {
    expect(dataOf(ROUTES.post, { postId: 'a b' })).toEqual([
      { key: communityKeys.post('a b'), path: '/api/posts/a%20b' },
    ]);
    expect(ROUTES.post.preload).toBe(true);
  });

  it('gives every page a head: its own title, or the lookup that makes it', () => {
    for (const id of ROUTE_IDS) {
      const head = ROUTE_HEADS[id];
      if ('lookup' in head) continue;
      expect(head.title.id, id).toMatch(/^routes\.[a-z]+(-[a-z]+)*\.title$/);
      expect(head.title.message, id).not.toBe('');
    }
  });
});
