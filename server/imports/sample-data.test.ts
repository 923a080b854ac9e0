import { describe, expect, it } from 'vitest';
import { demoArtists, demoStories } from '@server/seed/demo-catalog';
import { sampleArtists } from './artists/samples';
import { sampleStories } from './stories/samples';

const lower = (texts: string[]) => texts.map((t) => t.toLowerCase());

describe('sample data for the import fallbacks', () => {
  it('has 10 distinct artists, none of them in the demo catalogue, each with an initials avatar', () => {
    const artists = sampleArtists();
    expect(artists).toHaveLength(10);
    expect(new Set(lower(artists.map((a) => a.name))).size).toBe(10);
    const demo = new Set(lower(demoArtists.map((a) => a.name)));
    expect(artists.filter((a) => demo.has(a.name.toLowerCase()))).toEqual([]);
    for (const a of artists) {
      expect(a.imageUrl).toBe(`/media/avatars/${encodeURIComponent(a.name)}.svg`);
      expect(a.bio.length).toBeGreaterThan(20);
    }
  });

  it('has 10 distinct stories, none of them in the demo catalogue, dated over the last 10 days with generated art', () => {
    const stories = sampleStories(new Date('2026-03-05T08:00:00Z'));
    expect(stories).toHaveLength(10);
    expect(new Set(lower(stories.map((s) => s.title))).size).toBe(10);
    const demo = new Set(lower(demoStories.map((s) => s.title)));
    expect(stories.filter((s) => demo.has(s.title.toLowerCase()))).toEqual([]);
    expect(stories[0]!.date).toBe('2026-03-04');
    expect(stories[9]!.date).toBe('2026-02-23');
    for (const s of stories) expect(s.imageUrl).toMatch(/^\/media\/art\/pattern\/[a-z0-9-]{1,80}\.svg$/);
  });
});
