// Demo catalogue for a fresh install: fictional artists and goods, all artwork generated locally.
import type { ProductType, StoryCategory } from '@shared/constants';
import type { ArtistLinks } from '@shared/schemas/artist-links';

export interface DemoProduct {
  /** The seed of the generated artwork. */
  art: string;
  name: string;
  artist: string;
  type: ProductType;
  priceNaira: number;
}

/** What each product's page says about it, by name. */
export const productDescriptions: Record<string, string> = {
  'Lagos Nights':
    'Ten songs written between midnight and dawn in Yaba: Afro-soul built on talking drum, Rhodes piano and Adaeze’s layered harmonies. Includes the single "Third Mainland".',
  'Harmattan Sessions':
    'Recorded live to tape in one dusty December week in Accra. 180 g vinyl in a gatefold sleeve with liner notes by the trio.',
  'Talking Drum Tee':
    'Heavyweight cotton tee, screen-printed in Lagos with a hand-drawn dùndún. Boxy fit; order your usual size.',
  'Ankara Patchwork Hoodie':
    'Every hoodie is cut from a different mix of Ankara offcuts, so no two are the same. Brushed fleece inside, made in Surulere.',
  'Mother of Rivers':
    'Giclée print of Amaka Eze’s painting of Osun, on 310 g cotton rag paper. Signed and numbered, edition of 50. 50 × 70 cm.',
  'Highlife Forever':
    'Palm-wine guitar, brass and call-and-response choruses: the band’s debut, remastered with two unreleased takes.',
  'Desert Blues Live':
    'Ibrahim Touré and his band recorded at the Festival au Désert: hypnotic guitar lines and Tamasheq poetry on double vinyl.',
  'Afrobeat Is Resistance Tee':
    'A tribute to the Shrine’s spirit, printed in two colours on organic cotton. Part of every sale funds music lessons in Ajegunle.',
  'Kente Stripe Hoodie':
    'A warm hoodie with a woven kente stripe along the sleeves, designed by Ama Owusu with weavers in Bonwire.',
  'Market Day, Kumasi':
    'A colour photograph from Yaw Boateng’s Market Day series: Kejetia at noon. Archival pigment print, 40 × 60 cm.',
  'Amapiano Sunrise':
    'Thandiwe Nkosi’s first album: eight long tracks of log drums, jazzy keys and Soweto vocalists, made for the last hour of the party.',
  'Addis Jazz Reissue':
    'Selam Tesfaye’s trio revisits the Ethio-jazz standards of the 1970s. Pressed on 180 g vinyl with a poster.',
  'Nairobi Skyline':
    'Wanjiru Kamau’s ink drawing of the city at dusk, from Uhuru Park. Giclée print on textured paper, 30 × 40 cm.',
  'Griot Logo Tee':
    'The Griot mark in gold on black, printed on soft ring-spun cotton. Every purchase keeps the platform independent.',
};

/** Newest first: the first four are the home screen's Latest Drops. */
export const demoProducts: DemoProduct[] = [
  { art: 'lagos-nights', name: 'Lagos Nights', artist: 'Adaeze Okafor', type: 'Album', priceNaira: 15_000 },
  {
    art: 'harmattan-sessions',
    name: 'Harmattan Sessions',
    artist: 'Kofi Mensah Trio',
    type: 'Vinyl',
    priceNaira: 32_500,
  },
  {
    art: 'talking-drum-tee',
    name: 'Talking Drum Tee',
    artist: 'Griot Collective',
    type: 'T-Shirt',
    priceNaira: 12_000,
  },
  {
    art: 'ankara-patchwork-hoodie',
    name: 'Ankara Patchwork Hoodie',
    artist: 'Tunde Bakare',
    type: 'Hoodie',
    priceNaira: 28_000,
  },
  { art: 'mother-of-rivers', name: 'Mother of Rivers', artist: 'Amaka Eze', type: 'Art Print', priceNaira: 45_000 },
  {
    art: 'highlife-forever',
    name: 'Highlife Forever',
    artist: 'The Palm Wine Band',
    type: 'Album',
    priceNaira: 9_500,
  },
  { art: 'desert-blues-live', name: 'Desert Blues Live', artist: 'Ibrahim Touré', type: 'Vinyl', priceNaira: 38_000 },
  {
    art: 'afrobeat-is-resistance-tee',
    name: 'Afrobeat Is Resistance Tee',
    artist: 'Griot Collective',
    type: 'T-Shirt',
    priceNaira: 13_500,
  },
  { art: 'kente-stripe-hoodie', name: 'Kente Stripe Hoodie', artist: 'Ama Owusu', type: 'Hoodie', priceNaira: 31_000 },
  {
    art: 'market-day-kumasi',
    name: 'Market Day, Kumasi',
    artist: 'Yaw Boateng',
    type: 'Art Print',
    priceNaira: 22_750.5,
  },
  { art: 'amapiano-sunrise', name: 'Amapiano Sunrise', artist: 'Thandiwe Nkosi', type: 'Album', priceNaira: 11_000 },
  {
    art: 'ethio-jazz-reissue',
    name: 'Addis Jazz Reissue',
    artist: 'Selam Tesfaye',
    type: 'Vinyl',
    priceNaira: 41_500,
  },
  {
    art: 'nairobi-skyline-print',
    name: 'Nairobi Skyline',
    artist: 'Wanjiru Kamau',
    type: 'Art Print',
    priceNaira: 18_500,
  },
  { art: 'griot-logo-tee', name: 'Griot Logo Tee', artist: 'Griot Collective', type: 'T-Shirt', priceNaira: 12_500 },
];

export interface DemoEvent {
  /** The seed of the generated artwork. */
  art: string;
  name: string;
  location: string;
  /** Days after the install date, so that a fresh install always has upcoming events. */
  daysAhead: number;
  /** Lagos time of the start and how long it lasts. */
  startTime: string;
  hours: number;
  venue: string;
  city: string;
  description: string;
  /** The headlining artist, by name, when there is one. */
  artist?: string;
  /** What it sells: a free event has one free type; a busy one, a type nearly gone. */
  tickets: Array<{ name: string; priceNaira: number; capacity: number }>;
}

const standardTickets = (regular: number, vip: number) => [
  { name: 'Regular', priceNaira: regular, capacity: 200 },
  { name: 'VIP', priceNaira: vip, capacity: 30 },
];

export const demoEvents: DemoEvent[] = [
  {
    art: 'afrobeat-night',
    name: 'Afrobeat Night Live',
    location: 'Ikeja, Lagos',
    daysAhead: 9,
    startTime: '20:00',
    hours: 5,
    venue: 'The New Afrika Shrine',
    city: 'Lagos',
    description:
      'A full band, a horn section and the dancers of the Shrine: a night of classic and new Afrobeat, with Adaeze Okafor opening. Doors at 7 pm.',
    artist: 'Adaeze Okafor',
    tickets: [{ name: 'Early bird', priceNaira: 5_000, capacity: 12 }, ...standardTickets(8_000, 25_000)],
  },
  {
    art: 'highlife-under-the-stars',
    name: 'Highlife Under the Stars',
    location: 'Osu, Accra',
    daysAhead: 16,
    startTime: '19:00',
    hours: 4,
    venue: 'Republic Bar & Grill',
    city: 'Accra',
    description:
      'Kofi Mensah Trio and friends play highlife standards and palm-wine ballads in the open-air courtyard.',
    artist: 'Kofi Mensah Trio',
    tickets: standardTickets(6_000, 20_000),
  },
  {
    art: 'art-and-sound-fair',
    name: 'Art & Sound Fair',
    location: 'Lagos Island, Lagos',
    daysAhead: 23,
    startTime: '12:00',
    hours: 8,
    venue: 'Freedom Park',
    city: 'Lagos',
    description:
      'Forty stalls of prints, records and design from across the continent, with live sets every hour and a kids’ drumming corner.',
    tickets: standardTickets(6_000, 20_000),
  },
  {
    art: 'amapiano-block-party',
    name: 'Amapiano Block Party',
    location: 'Maboneng, Johannesburg',
    daysAhead: 30,
    startTime: '16:00',
    hours: 8,
    venue: 'Arts on Main',
    city: 'Johannesburg',
    description: 'Thandiwe Nkosi headlines a street party of log drums and late sunsets. Food trucks from 3 pm.',
    artist: 'Thandiwe Nkosi',
    tickets: standardTickets(6_000, 20_000),
  },
  {
    art: 'storytellers-evening',
    name: "Storytellers' Evening",
    location: 'Westlands, Nairobi',
    daysAhead: 44,
    startTime: '18:30',
    hours: 3,
    venue: 'The Alchemist',
    city: 'Nairobi',
    description: 'Spoken word, folk tales and new poems, hosted by Nia Achieng. Sign up at the door for the open mic.',
    artist: 'Nia Achieng',
    tickets: [{ name: 'Free entry', priceNaira: 0, capacity: 80 }],
  },
  {
    art: 'kora-and-strings',
    name: 'Kora & Strings',
    location: 'Plateau, Dakar',
    daysAhead: 58,
    startTime: '20:30',
    hours: 3,
    venue: 'Institut Français de Dakar',
    city: 'Dakar',
    description: 'Kora masters meet a string quartet in a programme of Mandinka songs arranged for chamber ensemble.',
    tickets: standardTickets(6_000, 20_000),
  },
  {
    art: 'new-voices-showcase',
    name: 'New Voices Showcase',
    location: 'Wuse II, Abuja',
    daysAhead: 72,
    startTime: '18:00',
    hours: 4,
    venue: 'Thought Pyramid Art Centre',
    city: 'Abuja',
    description:
      'Six emerging singers and bands, chosen from 300 demos sent to Griot this year, each with a 20-minute set.',
    tickets: standardTickets(6_000, 20_000),
  },
  {
    art: 'harmattan-festival',
    name: 'Harmattan Festival',
    location: 'Kigali Cultural Village, Kigali',
    daysAhead: 90,
    startTime: '14:00',
    hours: 10,
    venue: 'Kigali Cultural Village',
    city: 'Kigali',
    description: 'A day of music, dance and food from twelve countries, closing with a drum circle at sunset.',
    tickets: standardTickets(6_000, 20_000),
  },
];

export interface DemoArtist {
  name: string;
  discipline: string;
  bio: string;
  genre: string;
  location: string;
  links: ArtistLinks;
}

export const demoArtists: DemoArtist[] = [
  {
    name: 'Adaeze Okafor',
    discipline: 'Singer-songwriter',
    bio: 'Afro-soul vocalist from Enugu whose songs braid Igbo proverbs with late-night Lagos grooves.',
    genre: 'Afro-soul',
    location: 'Lagos, Nigeria',
    links: {
      website: 'https://adaezeokafor.example',
      instagram: 'https://www.instagram.com/adaezeokafor.example',
      spotify: 'https://open.spotify.com/artist/adaezeokafor-example',
    },
  },
  {
    name: 'Amaka Eze',
    discipline: 'Painter',
    bio: 'Paints river goddesses and market women in bold acrylics; her prints sell out at every fair.',
    genre: 'Contemporary painting',
    location: 'Enugu, Nigeria',
    links: { instagram: 'https://www.instagram.com/amakaeze.example' },
  },
  {
    name: 'Chinedu Obi',
    discipline: 'Filmmaker',
    bio: 'Shoots short documentaries about the session players behind Nollywood soundtracks.',
    genre: 'Documentary',
    location: 'Lagos, Nigeria',
    links: { youtube: 'https://www.youtube.com/@chineduobi-example' },
  },
  {
    name: 'Ibrahim Touré',
    discipline: 'Guitarist',
    bio: 'Desert-blues guitarist carrying the Sahel sound from Timbuktu to festival stages worldwide.',
    genre: 'Desert blues',
    location: 'Bamako, Mali',
    links: {
      spotify: 'https://open.spotify.com/artist/ibrahimtoure-example',
      audiomack: 'https://audiomack.com/ibrahimtoure-example',
    },
  },
  {
    name: 'Kofi Mensah',
    discipline: 'Saxophonist',
    bio: 'Leads a highlife-jazz trio that plays Accra rooftops every last Friday of the month.',
    genre: 'Highlife jazz',
    location: 'Accra, Ghana',
    links: { audiomack: 'https://audiomack.com/kofimensah-example' },
  },
  {
    name: 'Nia Achieng',
    discipline: 'Poet',
    bio: 'Spoken-word poet from Kisumu writing about memory, migration and the taste of home.',
    genre: 'Spoken word',
    location: 'Nairobi, Kenya',
    links: { website: 'https://niaachieng.example', youtube: 'https://www.youtube.com/@niaachieng-example' },
  },
  {
    name: 'Selam Tesfaye',
    discipline: 'Pianist',
    bio: 'Reimagines 1970s Addis jazz with a modern trio and a love of odd time signatures.',
    genre: 'Ethio-jazz',
    location: 'Addis Ababa, Ethiopia',
    links: {
      spotify: 'https://open.spotify.com/artist/selamtesfaye-example',
      appleMusic: 'https://music.apple.com/artist/selamtesfaye-example',
    },
  },
  {
    name: 'Thandiwe Nkosi',
    discipline: 'Producer',
    bio: 'Amapiano producer and DJ whose log-drum patterns fill dance floors from Soweto to Lagos.',
    genre: 'Amapiano',
    location: 'Johannesburg, South Africa',
    links: {
      instagram: 'https://www.instagram.com/thandiwenkosi.example',
      audiomack: 'https://audiomack.com/thandiwenkosi-example',
      boomplay: 'https://www.boomplay.com/artists/thandiwenkosi-example',
    },
  },
  {
    name: 'Tunde Bakare',
    discipline: 'Fashion Designer',
    bio: 'Turns offcuts of Ankara and aso-oke into streetwear that tells the story of each fabric.',
    genre: 'Streetwear',
    location: 'Lagos, Nigeria',
    links: { instagram: 'https://www.instagram.com/tundebakare.example', website: 'https://tundebakare.example' },
  },
  {
    name: 'Yaw Boateng',
    discipline: 'Photographer',
    bio: 'Documents Kumasi market life in colour; his series Market Day toured three continents.',
    genre: 'Documentary photography',
    location: 'Kumasi, Ghana',
    links: { website: 'https://yawboateng.example' },
  },
  {
    name: 'Kofi Mensah Trio',
    discipline: 'Band',
    bio: 'Kofi Mensah’s saxophone with upright bass and drums: highlife standards stretched into long, joyful jazz.',
    genre: 'Highlife jazz',
    location: 'Accra, Ghana',
    links: { spotify: 'https://open.spotify.com/artist/kofimensahtrio-example' },
  },
  {
    name: 'Griot Collective',
    discipline: 'Design studio',
    bio: 'The in-house studio behind Griot’s merchandise: illustrators and printers from Lagos and Accra.',
    genre: 'Merchandise',
    location: 'Lagos, Nigeria',
    links: { instagram: 'https://www.instagram.com/griotcollective.example' },
  },
  {
    name: 'The Palm Wine Band',
    discipline: 'Band',
    bio: 'Five friends from Cape Coast reviving palm-wine guitar music for a new generation of dancers.',
    genre: 'Palm-wine highlife',
    location: 'Cape Coast, Ghana',
    links: { audiomack: 'https://audiomack.com/palmwineband-example' },
  },
  {
    name: 'Ama Owusu',
    discipline: 'Textile Designer',
    bio: 'Works with kente weavers in Bonwire to bring hand-woven strips into everyday clothes.',
    genre: 'Textile design',
    location: 'Kumasi, Ghana',
    links: { instagram: 'https://www.instagram.com/amaowusu.example' },
  },
  {
    name: 'Wanjiru Kamau',
    discipline: 'Illustrator',
    bio: 'Draws Nairobi’s streets and skylines in ink, one neighbourhood at a time.',
    genre: 'Illustration',
    location: 'Nairobi, Kenya',
    links: { website: 'https://wanjirukamau.example' },
  },
];

export interface DemoStory {
  /** The seed of the generated artwork. */
  art: string;
  title: string;
  author: string;
  /** Days before the install date; the smallest is the newest and so the featured story. */
  daysAgo: number;
  excerpt: string;
  category: StoryCategory;
  /** The artist the story is about, by name, when there is one. */
  artist?: string;
  /** The whole story, in Markdown. */
  body: string;
}

export const demoStories: DemoStory[] = [
  {
    art: 'log-drum',
    title: 'How the Log Drum Took Over the World',
    author: 'Zanele Dube',
    daysAgo: 2,
    excerpt:
      'From Pretoria townships to global charts, amapiano rewrote the rules of dance music. We trace the sound back to its bedroom studios and the producers who built it.',
    category: 'Music',
    artist: 'Thandiwe Nkosi',
    body: 'It started with a sound nobody could name. In the mid-2010s, producers in Pretoria and the townships around Johannesburg began laying a deep, pitched bass hit under their house beats: the **log drum**, a preset on a cheap music program that they bent and tuned until it sang.\n\n## From bedrooms to the world\n\nThe first amapiano tracks travelled on WhatsApp groups and taxi speakers long before any label noticed. "We made the songs for the people on our street," Thandiwe Nkosi remembers. "The street turned out to be very long."\n\nWithin five years, the sound filled clubs from Lagos to London. Its patience is its secret: tracks run eight or ten minutes, the keys wander like a jazz solo, and the drop comes when the dancers are ready.\n\n## What comes next\n\nA new generation is already mixing the log drum with highlife guitar, gqom and Afrobeats. The bedroom studios are still where it happens.',
  },
  {
    art: 'vinyl-revival',
    title: "Lagos' Vinyl Revival",
    author: 'Emeka Nwosu',
    daysAgo: 6,
    excerpt:
      'Crate diggers are rescuing 1970s Nigerian pressings from damp basements, and a new generation is listening.',
    category: 'Music',
    body: 'In a warehouse off the Lagos–Ibadan expressway, a small team cleans records one at a time. Most were pressed in the 1970s, when Lagos had more pressing plants than any city in Africa, and most spent the last forty years in damp cupboards.\n\n## Digging\n\nCollectors call it *digging*: days in markets and family houses, hunting for highlife, juju and Afro-funk that never made it to streaming. A good find can be a private pressing of 500 copies, or a test press the band never released.\n\n## Listening\n\nThe buyers are not only collectors. Students in Yaba now host listening nights where a whole album is played from start to finish, in silence, and then argued over until morning.',
  },
  {
    art: 'kora-masters',
    title: 'Lessons from the Kora Masters',
    author: 'Awa Diallo',
    daysAgo: 11,
    excerpt: 'Twenty-one strings, seven centuries of griot tradition, and the teachers keeping it alive in Dakar.',
    category: 'Music',
    body: "The kora has twenty-one strings and a calabash the size of a drum. In Dakar, a handful of families still teach it the old way: by ear, at home, from parent to child.\n\n## The lesson\n\nA student's first year is spent on one accompaniment pattern, the *kumbengo*, until the hands play it without thought. Only then come the improvised runs, the *birimintingo*, that make each griot's playing their own.\n\n## Keeping it alive\n\nToday those families also teach online, and their students include engineers in Lyon and teenagers in Brooklyn. The tradition has always travelled; now it travels faster.",
  },
  {
    art: 'ankara-economy',
    title: 'The Ankara Economy',
    author: 'Folake Adeyemi',
    daysAgo: 15,
    excerpt: 'Designers across West Africa are turning wax prints into a thriving export business.',
    category: 'Fashion',
    artist: 'Tunde Bakare',
    body: 'Wax print cloth has a complicated history: designed in Indonesia, industrialised in the Netherlands, and made African by the women who chose, named and traded its patterns.\n\n## The new designers\n\nToday a generation of designers from Lagos to Dakar is building brands on Ankara. Tunde Bakare turns offcuts into hoodies; others cut tailored suits, sneakers and bags.\n\n## Made here\n\nThe challenge is production: most cloth is still printed abroad. A few mills in Ghana and Nigeria are growing again, and designers say buying local cloth is the next step.',
  },
  {
    art: 'nairobi-poetry',
    title: "Nairobi's Open-Mic Poets",
    author: 'Nia Achieng',
    daysAgo: 21,
    excerpt: 'Every Thursday a bookshop in Westlands becomes the loudest room in the city.',
    category: 'Literature',
    artist: 'Nia Achieng',
    body: 'Every Thursday at seven, the chairs in a Westlands bookshop are pushed against the shelves and the room fills with poets.\n\n## The rules\n\nThree minutes each, no props, and the audience snaps instead of clapping so the neighbours can sleep. Poems arrive in English, Kiswahili and Sheng, often in the same line.\n\n## Why it matters\n\n"People come to say what they cannot say at work or at home," says host Nia Achieng. "And then they come back to hear each other." ',
  },
  {
    art: 'highlife-roots',
    title: 'Highlife Roots and Routes',
    author: 'Kwame Asante',
    daysAgo: 27,
    excerpt: 'Palm-wine guitar, brass bands and the dance halls of Accra that shaped a century of West African pop.',
    category: 'Music',
    artist: 'Kofi Mensah Trio',
    body: "Highlife was born in the dance halls of Accra and Cape Coast in the 1920s, where brass bands, sailors' guitars and local rhythms met.\n\n## Palm-wine and big bands\n\nTwo streams ran side by side: the palm-wine guitar of small bars and the big dance bands in suits playing for the elite. By the 1950s, highlife was the sound of independence.\n\n## Still dancing\n\nIts children are everywhere: Afrobeat, hiplife, Afrobeats. Bands like the Kofi Mensah Trio keep the original swinging on Accra's rooftops.",
  },
  {
    art: 'ethio-jazz',
    title: 'Ethio-Jazz, Fifty Years On',
    author: 'Selam Tesfaye',
    daysAgo: 34,
    excerpt: 'A pianist revisits the golden age of Addis Ababa nightclubs and the records that almost disappeared.',
    category: 'Music',
    artist: 'Selam Tesfaye',
    body: 'In the early 1970s, Addis Ababa\'s nightclubs were full every night. Bands mixed Ethiopian scales with soul, funk and jazz, and a few labels pressed what they could.\n\n## Almost lost\n\nAfter 1974, the clubs closed and the records disappeared into private collections. Many masters were lost.\n\n## Fifty years on\n\nPianist Selam Tesfaye learned the songs from cassettes her father kept. "They are not museum pieces," she says. "They were made to dance to, and they still work." ',
  },
  {
    art: 'festival-season',
    title: 'A Guide to Festival Season',
    author: 'Chidi Okeke',
    daysAgo: 40,
    excerpt: 'Where to go, what to pack and which sets not to miss from December to Easter.',
    category: 'Culture',
    body: "From December to Easter, the continent's calendar fills with festivals. Here is how to make the most of them.\n\n## Where to go\n\n- **Lagos** in December: concerts nearly every night, and the Art & Sound Fair at Freedom Park.\n- **Accra** at Christmas: highlife on the rooftops of Osu.\n- **Kigali** in the dry season: a day-long festival at the Cultural Village.\n\n## What to pack\n\nComfortable shoes, a refillable bottle, cash for food stalls, and a power bank. Buy tickets early: the best shows sell out.",
  },
];
