import { describe, expect, it } from 'vitest';
import { savedAtLabel } from './saved-at-label';

describe('savedAtLabel', () => {
  it('gives the time alone for a copy saved today, on a 24-hour clock', () => {
    const now = new Date(2026, 10, 27, 18, 30);
    expect(savedAtLabel(new Date(2026, 10, 27, 14, 5), now)).toMatch(/^14[:.]05$/);
  });

  it('adds the day for an older copy', () => {
    const now = new Date(2026, 10, 27, 9, 0);
    const label = savedAtLabel(new Date(2026, 10, 25, 21, 40), now);
    expect(label).toMatch(/^21[:.]40 on /);
    expect(label).toMatch(/25/);
  });
});
