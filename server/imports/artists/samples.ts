// The artists imported when MusicBrainz cannot answer (docs/product.md §7). Fictional, and different from the
// demo catalogue, so that a fallback import on a demo database still adds something.
import { avatarUrl } from '@shared/art-urls';
import type { ArtistRow } from '../lib/import-writer';

const SAMPLES: ReadonlyArray<Omit<ArtistRow, 'imageUrl'>> = [
  {
    name: 'Obiageli Nwankwo',
    discipline: 'Musician',
    bio: "Highlife vocalist from Onitsha who sets her grandmother's palm-wine songs to modern horn arrangements.",
  },
  {
    name: 'The Lagoon Brass Ensemble',
    discipline: 'Band',
    bio: 'A ten-piece brass band from Badagry that turns Sunday processions into street parties.',
  },
  {
    name: 'Kwabena Asare',
    discipline: 'Musician',
    bio: 'Seperewa harp player from Kumasi reviving an Akan instrument that almost fell silent.',
  },
  {
    name: 'Zodwa Mthembu',
    discipline: 'Musician',
    bio: 'Maskandi guitarist from Durban whose fast picking and praise poetry draw crowds of all ages.',
  },
  {
    name: 'Harmattan Strings',
    discipline: 'Orchestra',
    bio: 'A thirty-piece string orchestra from Kaduna arranging Hausa folk melodies for the concert hall.',
  },
  {
    name: 'Voices of Ibadan',
    discipline: 'Choir',
    bio: 'A community choir singing Yoruba hymns, highlife standards and new works by local composers.',
  },
  {
    name: 'Moussa Keïta',
    discipline: 'Musician',
    bio: 'Kora player from Bamako who records duets with electronic producers across the continent.',
  },
  {
    name: 'Wambui Njeri',
    discipline: 'Musician',
    bio: 'Benga singer from Nairobi carrying the bright guitar lines of the 1970s into dance clubs.',
  },
  {
    name: 'Asante Groove Collective',
    discipline: 'Band',
    bio: 'Afro-funk collective from Kumasi built around talking drum, organ and a rotating cast of singers.',
  },
  {
    name: 'Ifeoma Dike',
    discipline: 'Artist',
    bio: 'Sound artist from Enugu who builds installations from recordings of markets and rain.',
  },
];

export function sampleArtists(): ArtistRow[] {
  return SAMPLES.map((artist) => ({ ...artist, imageUrl: avatarUrl(artist.name) }));
}
