import { describe, expect, it } from 'vitest';
import { pathOfHashLink } from './hash-links';

describe('old hash links', () => {
  it('name the path of their screen', () => {
    expect(pathOfHashLink('#/music')).toBe('/music');
    expect(pathOfHashLink('#/admin/login')).toBe('/admin/login');
    expect(pathOfHashLink('#/community/post/123?page=2')).toBe('/community/post/123?page=2');
    expect(pathOfHashLink('#/')).toBe('/');
  });

  it('leave anchors and empty hashes alone', () => {
    expect(pathOfHashLink('#main')).toBeNull();
    expect(pathOfHashLink('')).toBeNull();
  });
});
