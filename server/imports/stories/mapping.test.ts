import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES } from '@shared/constants';
import { topHeadlinesUrl, type NewsArticle } from './news-client';
import { toStoryRow } from './mapping';

const NOW = new Date('2026-06-15T12:00:00Z');

const article = (overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  title: 'Lagos festival line-up announced',
  author: 'Ada Obi',
  sourceName: 'Pulse Nigeria',
  publishedAt: '2026-05-01T10:00:00Z',
  description: 'The full line-up is out.',
  content: 'First 200 characters of the story [+1834 chars]',
  urlToImage: 'https://images.example/festival.jpg',
  url: 'https://www.pulse.ng/festival-line-up',
  ...overrides,
});

describe('News API top-headlines URL', () => {
  it('asks for the category, the country and 10 articles, with no key in the URL', () => {
    const url = topHeadlinesUrl('https://news.example', 'business', 'gh');
    expect(url.origin + url.pathname).toBe('https://news.example/v2/top-headlines');
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'business', country: 'gh', pageSize: '10' });
  });

  it.each([
    ['entertainment', { category: 'entertainment' }],
    ['music', { category: 'entertainment', q: 'music' }],
    ['arts', { category: 'entertainment', q: 'art' }],
    ['business', { category: 'business' }],
    ['technology', { category: 'technology' }],
  ] as const)('maps the %s choice to a category the service knows', (choice, expected) => {
    const url = topHeadlinesUrl('https://news.example', choice, 'ng');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...expected, country: 'ng', pageSize: '10' });
  });

  it('covers every category the stories screen offers', () => {
    for (const choice of NEWS_CATEGORIES)
      expect(() => topHeadlinesUrl('https://news.example', choice, 'ng')).not.toThrow();
  });
});

describe('News API article → catalogue story', () => {
  it('reads the title, author, calendar date, description, https image and the source to credit', () => {
    expect(toStoryRow(article(), NOW)).toEqual({
      title: 'Lagos festival line-up announced',
      author: 'Ada Obi',
      date: '2026-05-01',
      excerpt: 'The full line-up is out.',
      imageUrl: 'https://images.example/festival.jpg',
      category: 'Culture',
      sourceName: 'Pulse Nigeria',
      sourceUrl: 'https://www.pulse.ng/festival-line-up',
    });
  });

  it('takes the calendar date of publishedAt in UTC', () => {
    expect(toStoryRow(article({ publishedAt: '2026-05-01T23:30:00-02:00' }), NOW)?.date).toBe('2026-05-02');
  });

  it.each([null, '', 'yesterday', '+010000-01-01T00:00:00Z'])(
    'dates the story today when publishedAt is %j',
    (publishedAt) => {
      expect(toStoryRow(article({ publishedAt }), NOW)?.date).toBe('2026-06-15');
    },
  );

  it('credits the source when there is no author, and Staff Writer when there is neither', () => {
    expect(toStoryRow(article({ author: null }), NOW)?.author).toBe('Pulse Nigeria');
    expect(toStoryRow(article({ author: '  ' }), NOW)?.author).toBe('Pulse Nigeria');
    expect(toStoryRow(article({ author: null, sourceName: null }), NOW)?.author).toBe('Staff Writer');
  });

  it('falls back from the description to the content without its truncation mark, then to the title', () => {
    expect(toStoryRow(article({ description: null }), NOW)?.excerpt).toBe('First 200 characters of the story');
    expect(toStoryRow(article({ description: '', content: null }), NOW)?.excerpt).toBe(
      'Lagos festival line-up announced',
    );
  });

  it('keeps plain text of a description that carries markup', () => {
    expect(toStoryRow(article({ description: '<p>Big <b>news</b>\n today</p>' }), NOW)?.excerpt).toBe('Big news today');
  });

  it.each([
    ['an http URL', 'http://images.example/a.jpg'],
    ['no image', null],
    ['not a URL', 'images/a.jpg'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['credentials', 'https://user:secret@images.example/a.jpg'],
    ['a port', 'https://images.example:8443/a.jpg'],
    ['an address for a host', 'https://127.0.0.1/a.jpg'],
    ['a host and no image path', 'https://images.example/'],
  ])('uses generated art for %s', (_label, urlToImage) => {
    expect(toStoryRow(article({ urlToImage }), NOW)?.imageUrl).toBe(
      '/media/art/pattern/lagos-festival-line-up-announced.svg',
    );
  });

  it('keeps an https image as the URL a browser loads, which passes the admin image rule', () => {
    const imageOf = (urlToImage: string) => toStoryRow(article({ urlToImage }), NOW)?.imageUrl;
    expect(imageOf('https://images.example/a.jpg?w=1200&h=630')).toBe('https://images.example/a.jpg?w=1200&h=630');
    expect(imageOf('https://IMAGES.example/a b.jpg')).toBe('https://images.example/a%20b.jpg');
    // A backslash is a slash to a browser: the host is the one before it, which is what gets stored.
    expect(imageOf('https://images.example\\@other.example/a.jpg')).toBe('https://images.example/@other.example/a.jpg');
  });

  it('makes a valid art seed from any title', () => {
    expect(toStoryRow(article({ title: 'Ọ̀ṣun Festival: 2026 — “Live”!', urlToImage: null }), NOW)?.imageUrl).toBe(
      '/media/art/pattern/osun-festival-2026-live.svg',
    );
    expect(toStoryRow(article({ title: '¿¡!?', urlToImage: null }), NOW)?.imageUrl).toBe(
      '/media/art/pattern/story.svg',
    );
  });

  it.each([null, '', '   ', '[Removed]', 42])('skips an article whose title is %j', (title) => {
    expect(toStoryRow(article({ title }), NOW)).toBeNull();
  });
});
