import { describe, expect, it } from 'vitest';
import { findRoot } from './find-root';

describe('findRoot', () => {
  it('throws a clear message when the page has no #root', () => {
    expect(() => findRoot({ getElementById: () => null })).toThrow(
      'Griot cannot start: the page has no element with id "root" to render into.',
    );
  });

  it('returns the root element when it is there', () => {
    const root = { id: 'root' } as HTMLElement;
    expect(findRoot({ getElementById: (id) => (id === 'root' ? root : null) })).toBe(root);
  });
});
