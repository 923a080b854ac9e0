import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { generateAvatar, initialsOf } from './generated-art';
import { avatarUrl } from '@shared/art-urls';

describe('initials avatars', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Obi')).toBe('AO');
    expect(initialsOf('kemi')).toBe('K');
    expect(initialsOf('Kwame Nkrumah Asante')).toBe('KA');
    expect(initialsOf('   ')).toBe('?');
  });

  it('escapes what it draws, so a name cannot inject markup', () => {
    const svg = generateAvatar('<script> &');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;&amp;');
  });
});

describe('GET /media/* (generated artwork)', () => {
  const ctx = useTestApp('pglite');

  it('serves the same cacheable SVG for the same URL', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/media/art/record/lagos-nights.svg' });
    const second = await ctx.app.inject({ method: 'GET', url: '/media/art/record/lagos-nights.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.body).toBe(second.body);
    expect(first.body).toMatch(/^<svg /);
  });

  it('serves initials avatars by name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: avatarUrl('Ada Obi') });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>AO</text>');
  });

  it('refuses unknown motifs and file names with a 400', async () => {
    for (const url of [
      '/media/art/unknown/x.svg',
      '/media/art/record/..%2Fsecret.svg',
      '/media/art/record/UPPER.svg',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, url).toBe('VALIDATION_FAILED');
    }
  });
});
