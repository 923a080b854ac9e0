// Demo catalogue for a fresh install: fictional artists and goods, all artwork generated locally.
import type { ProductType } from '@shared/constants';

export interface DemoProduct {
  slug: string;
  name: string;
  artist: string;
  type: ProductType;
  priceNaira: number;
}

/** Newest first: the first four are the home screen's Latest Drops. */
export const demoProducts: DemoProduct[] = [
  { slug: 'lagos-nights', name: 'Lagos Nights', artist: 'Adaeze Okafor', type: 'Album', priceNaira: 15_000 },
  {
    slug: 'harmattan-sessions',
    name: 'Harmattan Sessions',
    artist: 'Kofi Mensah Trio',
    type: 'Vinyl',
    priceNaira: 32_500,
  },
  {
    slug: 'talking-drum-tee',
    name: 'Talking Drum Tee',
    artist: 'Griot Collective',
    type: 'T-Shirt',
    priceNaira: 12_000,
  },
  {
    slug: 'ankara-patchwork-hoodie',
    name: 'Ankara Patchwork Hoodie',
    artist: 'Tunde Bakare',
    type: 'Hoodie',
    priceNaira: 28_000,
  },
  { slug: 'mother-of-rivers', name: 'Mother of Rivers', artist: 'Amaka Eze', type: 'Art Print', priceNaira: 45_000 },
  {
    slug: 'highlife-forever',
    name: 'Highlife Forever',
    artist: 'The Palm Wine Band',
    type: 'Album',
    priceNaira: 9_500,
  },
  { slug: 'desert-blues-live', name: 'Desert Blues Live', artist: 'Ibrahim Touré', type: 'Vinyl', priceNaira: 38_000 },
  {
    slug: 'afrobeat-is-resistance-tee',
    name: 'Afrobeat Is Resistance Tee',
    artist: 'Griot Collective',
    type: 'T-Shirt',
    priceNaira: 13_500,
  },
  { slug: 'kente-stripe-hoodie', name: 'Kente Stripe Hoodie', artist: 'Ama Owusu', type: 'Hoodie', priceNaira: 31_000 },
  {
    slug: 'market-day-kumasi',
    name: 'Market Day, Kumasi',
    artist: 'Yaw Boateng',
    type: 'Art Print',
    priceNaira: 22_750.5,
  },
  { slug: 'amapiano-sunrise', name: 'Amapiano Sunrise', artist: 'Thandiwe Nkosi', type: 'Album', priceNaira: 11_000 },
  {
    slug: 'ethio-jazz-reissue',
    name: 'Addis Jazz Reissue',
    artist: 'Selam Tesfaye',
    type: 'Vinyl',
    priceNaira: 41_500,
  },
  {
    slug: 'nairobi-skyline-print',
    name: 'Nairobi Skyline',
    artist: 'Wanjiru Kamau',
    type: 'Art Print',
    priceNaira: 18_500,
  },
  { slug: 'griot-logo-tee', name: 'Griot Logo Tee', artist: 'Griot Collective', type: 'T-Shirt', priceNaira: 12_500 },
];

export interface DemoEvent {
  slug: string;
  name: string;
  location: string;
  /** Days after the install date, so that a fresh install always has upcoming events. */
  daysAhead: number;
}

export const demoEvents: DemoEvent[] = [
  { slug: 'afrobeat-night', name: 'Afrobeat Night Live', location: 'Ikeja, Lagos', daysAhead: 9 },
  { slug: 'highlife-under-the-stars', name: 'Highlife Under the Stars', location: 'Osu, Accra', daysAhead: 16 },
  { slug: 'art-and-sound-fair', name: 'Art & Sound Fair', location: 'Lagos Island, Lagos', daysAhead: 23 },
  { slug: 'amapiano-block-party', name: 'Amapiano Block Party', location: 'Maboneng, Johannesburg', daysAhead: 30 },
  { slug: 'storytellers-evening', name: "Storytellers' Evening", location: 'Westlands, Nairobi', daysAhead: 44 },
  { slug: 'kora-and-strings', name: 'Kora & Strings', location: 'Plateau, Dakar', daysAhead: 58 },
  { slug: 'new-voices-showcase', name: 'New Voices Showcase', location: 'Wuse II, Abuja', daysAhead: 72 },
  {
    slug: 'harmattan-festival',
    name: 'Harmattan Festival',
    location: 'Kigali Cultural Village, Kigali',
    daysAhead: 90,
  },
];

export interface DemoArtist {
  name: string;
  discipline: string;
  bio: string;
}

export const demoArtists: DemoArtist[] = [
  {
    name: 'Adaeze Okafor',
    discipline: 'Singer-songwriter',
    bio: 'Afro-soul vocalist from Enugu whose songs braid Igbo proverbs with late-night Lagos grooves.',
  },
  {
    name: 'Amaka Eze',
    discipline: 'Painter',
    bio: 'Paints river goddesses and market women in bold acrylics; her prints sell out at every fair.',
  },
  {
    name: 'Chinedu Obi',
    discipline: 'Filmmaker',
    bio: 'Shoots short documentaries about the session players behind Nollywood soundtracks.',
  },
  {
    name: 'Ibrahim Touré',
    discipline: 'Guitarist',
    bio: 'Desert-blues guitarist carrying the Sahel sound from Timbuktu to festival stages worldwide.',
  },
  {
    name: 'Kofi Mensah',
    discipline: 'Saxophonist',
    bio: 'Leads a highlife-jazz trio that plays Accra rooftops every last Friday of the month.',
  },
  {
    name: 'Nia Achieng',
    discipline: 'Poet',
    bio: 'Spoken-word poet from Kisumu writing about memory, migration and the taste of home.',
  },
  {
    name: 'Selam Tesfaye',
    discipline: 'Pianist',
    bio: 'Reimagines 1970s Addis jazz with a modern trio and a love of odd time signatures.',
  },
  {
    name: 'Thandiwe Nkosi',
    discipline: 'Producer',
    bio: 'Amapiano producer and DJ whose log-drum patterns fill dance floors from Soweto to Lagos.',
  },
  {
    name: 'Tunde Bakare',
    discipline: 'Fashion Designer',
    bio: 'Turns offcuts of Ankara and aso-oke into streetwear that tells the story of each fabric.',
  },
  {
    name: 'Yaw Boateng',
    discipline: 'Photographer',
    bio: 'Documents Kumasi market life in colour; his series Market Day toured three continents.',
  },
];

export interface DemoStory {
  slug: string;
  title: string;
  author: string;
  /** Days before the install date; the smallest is the newest and so the featured story. */
  daysAgo: number;
  excerpt: string;
}

export const demoStories: DemoStory[] = [
  {
    slug: 'log-drum',
    title: 'How the Log Drum Took Over the World',
    author: 'Zanele Dube',
    daysAgo: 2,
    excerpt:
      'From Pretoria townships to global charts, amapiano rewrote the rules of dance music. We trace the sound back to its bedroom studios and the producers who built it.',
  },
  {
    slug: 'vinyl-revival',
    title: "Lagos' Vinyl Revival",
    author: 'Emeka Nwosu',
    daysAgo: 6,
    excerpt:
      'Crate diggers are rescuing 1970s Nigerian pressings from damp basements, and a new generation is listening.',
  },
  {
    slug: 'kora-masters',
    title: 'Lessons from the Kora Masters',
    author: 'Awa Diallo',
    daysAgo: 11,
    excerpt: 'Twenty-one strings, seven centuries of griot tradition, and the teachers keeping it alive in Dakar.',
  },
  {
    slug: 'ankara-economy',
    title: 'The Ankara Economy',
    author: 'Folake Adeyemi',
    daysAgo: 15,
    excerpt: 'Designers across West Africa are turning wax prints into a thriving export business.',
  },
  {
    slug: 'nairobi-poetry',
    title: "Nairobi's Open-Mic Poets",
    author: 'Nia Achieng',
    daysAgo: 21,
    excerpt: 'Every Thursday a bookshop in Westlands becomes the loudest room in the city.',
  },
  {
    slug: 'highlife-roots',
    title: 'Highlife Roots and Routes',
    author: 'Kwame Asante',
    daysAgo: 27,
    excerpt: 'Palm-wine guitar, brass bands and the dance halls of Accra that shaped a century of West African pop.',
  },
  {
    slug: 'ethio-jazz',
    title: 'Ethio-Jazz, Fifty Years On',
    author: 'Selam Tesfaye',
    daysAgo: 34,
    excerpt: 'A pianist revisits the golden age of Addis Ababa nightclubs and the records that almost disappeared.',
  },
  {
    slug: 'festival-season',
    title: 'A Guide to Festival Season',
    author: 'Chidi Okeke',
    daysAgo: 40,
    excerpt: 'Where to go, what to pack and which sets not to miss from December to Easter.',
  },
];
