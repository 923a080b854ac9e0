// The stories imported when the News API cannot be used (docs/product.md §7). Fictional, dated over the last
// ten days, and different from the demo catalogue, so that a fallback import on a demo database
// still adds something.
import { addDaysIso, todayIso } from '@shared/dates';
import { artUrl } from '@shared/art-urls';
import type { StoryRow } from '../lib/import-writer';

interface SampleStory {
  slug: string;
  title: string;
  author: string;
  excerpt: string;
}

const SAMPLES: readonly SampleStory[] = [
  {
    slug: 'oyo-talking-drums',
    title: 'Inside the Talking Drum Workshops of Oyo',
    author: 'Bisi Adewale',
    excerpt:
      'Carvers and tuners explain how a single drum takes a month to make, and why apprentices are queueing to learn.',
  },
  {
    slug: 'accra-horns',
    title: "Why Highlife Horns Are Back in Accra's Clubs",
    author: 'Efua Mensah',
    excerpt: 'Young bandleaders are hiring trumpet and saxophone sections again, and dancers have noticed.',
  },
  {
    slug: 'afrobeats-orchestra',
    title: 'Afrobeats Goes Orchestral in Lagos',
    author: 'Tolu Bankole',
    excerpt: 'A sold-out night at the Muson Centre put chart hits in the hands of a sixty-piece orchestra.',
  },
  {
    slug: 'nairobi-stage-tailors',
    title: "The Tailors Who Dress Nairobi's Musicians",
    author: 'Achieng Otieno',
    excerpt: 'Behind every stage outfit in the city is a workshop on Biashara Street with a waiting list.',
  },
  {
    slug: 'maskandi-new-audience',
    title: 'Maskandi Guitar Finds a Young Audience',
    author: 'Sipho Ndlovu',
    excerpt: 'Short videos of fast-fingered picking have turned a rural Zulu style into a streaming favourite.',
  },
  {
    slug: 'kumasi-record-shops',
    title: 'Record Shops of Kumasi: A Walking Tour',
    author: 'Kojo Antwi',
    excerpt: 'Five shops, three decades of highlife pressings and the owners who remember every customer.',
  },
  {
    slug: 'jos-murals',
    title: 'Street Murals Bring Colour to Jos',
    author: 'Hauwa Musa',
    excerpt: 'A collective of painters is turning plain walls into portraits of the musicians who grew up nearby.',
  },
  {
    slug: 'nollywood-scores',
    title: 'Scoring a Nollywood Film in a Week',
    author: 'Ike Okonkwo',
    excerpt:
      'Composers describe the deadlines, the home studios and the tricks that get a soundtrack finished on time.',
  },
  {
    slug: 'benga-streaming',
    title: 'Benga Rhythms in the Streaming Age',
    author: 'Wanjiku Mwangi',
    excerpt: 'Kenyan labels are digitising old benga tapes, and producers are sampling them for new dance tracks.',
  },
  {
    slug: 'lagos-jazz-cellar',
    title: 'A Night at a Lagos Jazz Cellar',
    author: 'Funmi Adeleke',
    excerpt: 'Under a bookshop in Yaba, a weekly jam session has become the place where new players are heard first.',
  },
];

export function sampleStories(now: Date = new Date()): StoryRow[] {
  const today = todayIso(now);
  return SAMPLES.map(({ slug, ...story }, i) => ({
    ...story,
    date: addDaysIso(today, -(i + 1)),
    imageUrl: artUrl('pattern', slug),
  }));
}
