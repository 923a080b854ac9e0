// The community seed (docs/product.md §3): six forums (one per category), six sample members, four posts, and
// two replies on each of two posts.
import type { ForumCategory } from '@shared/constants';

export const seedForums: Array<{ name: string; description: string; category: ForumCategory }> = [
  {
    name: 'General Discussion',
    description: 'Introduce yourself and talk about anything in African music and culture.',
    category: 'General',
  },
  {
    name: 'Music Production',
    description: 'Beats, mixing, gear and releases: share your process and your latest tracks.',
    category: 'Music',
  },
  {
    name: 'Visual Arts Showcase',
    description: 'Painting, photography, illustration and design: show your work and get feedback.',
    category: 'Art',
  },
  {
    name: "Writers' Corner",
    description: 'Poetry, fiction, criticism and journalism from across the continent and the diaspora.',
    category: 'Writing',
  },
  {
    name: 'Business of Creativity',
    description: 'Royalties, contracts, merch, touring and funding: making a living from your art.',
    category: 'Business',
  },
  {
    name: 'Find Collaborators',
    description: 'Looking for a vocalist, a producer, a director or a designer? Start here.',
    category: 'Collaboration',
  },
];

export const seedMembers = [
  {
    displayName: 'Ada Obi',
    email: 'ada.obi@demo.invalid',
    discipline: 'Musician',
    bio: 'Singer and guitarist from Enugu.',
    reputation: 42,
  },
  {
    displayName: 'Kwame Asante',
    email: 'kwame.asante@demo.invalid',
    discipline: 'Writer',
    bio: 'Music journalist in Accra.',
    reputation: 35,
  },
  {
    displayName: 'Zanele Dube',
    email: 'zanele.dube@demo.invalid',
    discipline: 'Designer',
    bio: 'Brand and album-cover designer.',
    reputation: 28,
  },
  {
    displayName: 'Tayo Adebayo',
    email: 'tayo.adebayo@demo.invalid',
    discipline: 'Musician',
    bio: 'Afrobeats producer and sound engineer.',
    reputation: 51,
  },
  {
    displayName: 'Wanjiru Kamau',
    email: 'wanjiru.kamau@demo.invalid',
    discipline: 'Visual Artist',
    bio: 'Painter and printmaker in Nairobi.',
    reputation: 19,
  },
  {
    displayName: 'Moussa Diop',
    email: 'moussa.diop@demo.invalid',
    discipline: 'Filmmaker',
    bio: 'Documentary filmmaker from Dakar.',
    reputation: 23,
  },
] as const;

/** Posts by forum category and member index; hoursAgo orders them. */
export const seedPosts = [
  {
    forum: 'General',
    author: 0,
    hoursAgo: 30,
    title: 'Welcome to the Griot community!',
    content:
      'This is a home for musicians, artists, writers and fans of African culture.\nIntroduce yourself below and tell us what you are working on.',
    tags: ['welcome', 'introductions'],
    replies: [
      { author: 1, content: 'Great to be here! I write about highlife and the Accra scene.' },
      { author: 4, content: 'Hello from Nairobi. Painter here, looking forward to sharing work.' },
    ],
  },
  {
    forum: 'Music',
    author: 3,
    hoursAgo: 20,
    title: 'Best budget microphones for recording vocals at home?',
    content: 'I am setting up a small home studio in Lagos. What microphones under ₦150,000 have worked for you?',
    tags: ['recording', 'gear', 'home-studio'],
    replies: [
      {
        author: 0,
        content: 'A large-diaphragm condenser and a good reflection filter made the biggest difference for me.',
      },
      { author: 2, content: 'Treat the room first. Even blankets on the walls help more than a pricier mic.' },
    ],
  },
  {
    forum: 'Business',
    author: 1,
    hoursAgo: 12,
    title: 'How do you price merch for your first tour?',
    content: 'Planning a five-city tour next year. How do you decide prices for T-shirts, vinyl and prints?',
    tags: ['merch', 'touring'],
    replies: [],
  },
  {
    forum: 'Collaboration',
    author: 5,
    hoursAgo: 4,
    title: 'Looking for a composer for a short documentary',
    content: 'I am directing a 20-minute documentary about kora makers in Senegal and need an original score.',
    tags: ['film', 'score', 'kora'],
    replies: [],
  },
] as const;
