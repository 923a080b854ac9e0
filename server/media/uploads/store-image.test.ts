import { describe, expect, it } from 'vitest';
import { baseNameOf } from './store-image';

describe('baseNameOf', () => {
  it('keeps the file name without its extension, in [a-z0-9-_]', () => {
    expect(baseNameOf('cover.png')).toBe('cover');
    expect(baseNameOf('Cover Art (final).PNG')).toBe('cover-art-final');
    expect(baseNameOf('Café_Lagos.2024.jpg')).toBe('cafe_lagos-2024');
    expect(baseNameOf('../../etc/passwd')).toBe('passwd');
    expect(baseNameOf('C:\\Users\\ada\\Me.webp')).toBe('me');
    expect(baseNameOf('photo')).toBe('photo');
  });

  it('falls back to "image" when nothing usable is left, and stays short', () => {
    expect(baseNameOf('.png')).toBe('image');
    expect(baseNameOf('日本.jpg')).toBe('image');
    expect(baseNameOf('')).toBe('image');
    expect(baseNameOf(`${'a'.repeat(100)}.png`)).toBe('a'.repeat(60));
  });
});
