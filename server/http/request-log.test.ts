import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './request-log';

describe('withoutSecrets', () => {
  it('hides tokens and search words, and leaves the rest of the address', () => {
    expect(withoutSecrets('/api/unsubscribe?topic=mentions&token=abc123')).toBe(
      '/api/unsubscribe?topic=mentions&token=<hidden>',
    );
    expect(withoutSecrets('/api/search?q=burna%20boy&type=artist')).toBe('/api/search?q=<hidden>&type=artist');
    expect(withoutSecrets('/api/products?limit=24&quality=1')).toBe('/api/products?limit=24&quality=1');
  });
});
