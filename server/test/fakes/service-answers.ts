// Answers in the shapes MusicBrainz and the News API really send (external-services.md), trimmed to
// what matters plus a few of the fields we ignore.

export interface FakeArtist {
  name: string;
  type?: string;
  disambiguation?: string;
  area?: string;
}

export function musicBrainzAnswer(artists: readonly FakeArtist[]) {
  return {
    created: '2026-05-01T10:00:00.000Z',
    count: 2211,
    offset: 0,
    artists: artists.map((a, i) => ({
      id: `8c9b2c6e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      ...(a.type ? { type: a.type } : {}),
      score: 100 - i,
      name: a.name,
      'sort-name': a.name,
      country: 'NG',
      ...(a.area ? { area: { id: 'f9b0c7a1-0000-4000-8000-000000000000', type: 'Country', name: a.area } } : {}),
      ...(a.disambiguation ? { disambiguation: a.disambiguation } : {}),
      'life-span': { ended: null },
      tags: [{ count: 1, name: 'afrobeat' }],
    })),
  };
}

/** Ten artists covering every type MusicBrainz uses, with and without a disambiguation. */
export const NIGERIAN_ARTISTS: readonly FakeArtist[] = [
  { name: 'Fela Kuti', type: 'Person', disambiguation: 'Nigerian Afrobeat pioneer', area: 'Nigeria' },
  { name: 'King Sunny Adé', type: 'Person', disambiguation: 'jùjú bandleader', area: 'Nigeria' },
  { name: 'Oriental Brothers International', type: 'Group', disambiguation: 'Igbo highlife band', area: 'Nigeria' },
  { name: 'Lagos City Orchestra', type: 'Orchestra', area: 'Nigeria' },
  { name: 'Ibadan Festival Singers', type: 'Choir', disambiguation: 'community choir', area: 'Nigeria' },
  { name: 'Egwu Ekwe', area: 'Nigeria' },
  { name: 'Zombie Soldier', type: 'Character', disambiguation: 'fictional character' },
  { name: 'Session Players of Ikeja', type: 'Other', area: 'Nigeria' },
  { name: 'Ayinla Omowura', type: 'Person', disambiguation: 'apala singer', area: 'Nigeria' },
  { name: 'Victor Olaiya', type: 'Person' },
];

export interface FakeArticle {
  title: string | null;
  author?: string | null;
  source?: string;
  publishedAt?: string;
  description?: string | null;
  content?: string | null;
  urlToImage?: string | null;
}

export function newsAnswer(articles: readonly FakeArticle[]) {
  return {
    status: 'ok',
    totalResults: 38,
    articles: articles.map((a, i) => ({
      source: { id: null, name: a.source ?? 'Pulse Nigeria' },
      author: a.author === undefined ? 'Ada Obi' : a.author,
      title: a.title,
      description: a.description === undefined ? `Description ${i + 1}.` : a.description,
      url: `https://news.example/${i + 1}`,
      urlToImage: a.urlToImage === undefined ? `https://images.example/${i + 1}.jpg` : a.urlToImage,
      publishedAt: a.publishedAt ?? '2026-05-01T10:00:00Z',
      content: a.content === undefined ? `First 200 characters of article ${i + 1} [+1834 chars]` : a.content,
    })),
  };
}

export const TEN_HEADLINES: readonly FakeArticle[] = Array.from({ length: 10 }, (_, i) => ({
  title: `Lagos festival headline ${i + 1}`,
  publishedAt: `2026-05-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
}));

export function newsError(code: string, message: string) {
  return { status: 'error', code, message };
}
