// What a page says about itself to link previews and search engines (docs/architecture.md, "Pages and
// addresses"): title, description, canonical path, Open Graph type, image and structured data. Made from
// the same detail answers the pages show, with their dates and prices in the page's language.
import { formatNairaIn } from '@shared/locale-format/format';
import type { Locale } from '@shared/locales';
import { instantToLagosIso } from '@shared/lagos-time';
import { ARTIST_LINK_KINDS, type CatalogKind } from '@shared/constants';
import type { ArtistDetail, EventDetail, ProductDetail, StoryDetail } from '@shared/schemas/catalog';
import type { PublicMember } from '@shared/schemas/community';
import type { CardWords } from '@server/media/preview-cards/card-layout';
import { formatEventStart } from './event-start';
import { eventPlace } from '@shared/event-place';
import { threadPath } from '@shared/thread-address';
import { markdownText } from '@server/lib/markdown';
import { formatStoryDate } from '@shared/dates';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path under PUBLIC_URL. */
  path: string;
  ogType: 'website' | 'product' | 'profile' | 'article';
  /** An item's preview card (server/pages/preview-image.ts): its path and the words drawn on it. */
  card: { path: string; words: CardWords; alt: string } | null;
  /** The item's own picture for structured data, when it is one search engines show (not SVG). */
  picture: string | null;
  /** schema.org data, without @context; absolute URLs are filled in when the head is written. */
  structuredData: Record<string, unknown> | null;
}

export const SITE_NAME = 'Griot';
export const SITE_DESCRIPTION =
  'Griot: African music, stories and culture. Shop records and merch, find events, meet creatives.';
const DESCRIPTION_LENGTH = 200;

/** Runs of white space to flatten, but for no-break spaces: a French price (15 000 ₦) stays on one line. */
const SPACES = /[^\S\u00a0\u202f]+/g;

/** A description of at most 200 characters, cut at a word. */
export function shortDescription(text: string): string {
  const flat = text.replace(SPACES, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  return `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** Generated art is SVG, which search engines do not show: only stored pictures are named. */
function pictureOf(imageUrl: string | null): string | null {
  return imageUrl && !imageUrl.endsWith('.svg') ? imageUrl : null;
}

/** The path of an item's 1200×630 preview card. */
export const cardPath = (kind: CatalogKind, slug: string) => `/og/${kind}/${slug}.png`;

function card(kind: CatalogKind, slug: string, words: CardWords) {
  return { path: cardPath(kind, slug), words, alt: `${words.title}: ${words.subtitle}` };
}

export function productMeta(product: ProductDetail, locale: Locale): PageMeta {
  const price = formatNairaIn(product.priceKobo, locale);
  return {
    title: `${product.name} by ${product.artist} | ${SITE_NAME}`,
    description: shortDescription(product.description || `${product.type} by ${product.artist}, ${price}.`),
    path: `/music/${product.slug}`,
    ogType: 'product',
    card: card('product', product.slug, {
      label: 'Music & Merch',
      title: product.name,
      subtitle: `${product.type} by ${product.artist} · ${price}`,
    }),
    picture: pictureOf(product.imageUrl),
    structuredData: {
      '@type': 'Product',
      name: product.name,
      description: product.description || undefined,
      category: product.type,
      brand: { '@type': 'Brand', name: product.artist },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: (product.priceKobo / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
        url: `/music/${product.slug}`,
      },
    },
  };
}

export function eventMeta(event: EventDetail, locale: Locale): PageMeta {
  const place = eventPlace(event);
  return {
    title: `${event.name}, ${place} | ${SITE_NAME}`,
    description: shortDescription(event.description || `${event.name} at ${place}.`),
    path: `/events/${event.slug}`,
    ogType: 'website',
    card: card('event', event.slug, {
      label: 'Event',
      title: event.name,
      subtitle: `${formatEventStart(event.startsAt, locale)} · ${place}`,
    }),
    picture: pictureOf(event.imageUrl),
    structuredData: {
      '@type': 'Event',
      name: event.name,
      description: event.description || undefined,
      startDate: instantToLagosIso(event.startsAt),
      endDate: event.endsAt ? instantToLagosIso(event.endsAt) : undefined,
      eventStatus: event.cancelledAt ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.venue || event.location,
        address: { '@type': 'PostalAddress', streetAddress: event.location, addressLocality: event.city || undefined },
      },
      performer: event.artistRef ? { '@type': 'PerformingGroup', name: event.artistRef.name } : undefined,
      // A cancelled event sells nothing.
      offers: event.cancelledAt
        ? undefined
        : { '@type': 'Offer', url: `/events/${event.slug}`, availability: 'https://schema.org/InStock' },
    },
  };
}

/** A band or collective is a MusicGroup; anyone else a Person. */
const GROUP_DISCIPLINES = /band|group|collective|ensemble|orchestra|choir|trio|quartet/i;

export function artistMeta(artist: ArtistDetail): PageMeta {
  return {
    title: `${artist.name}, ${artist.discipline} | ${SITE_NAME}`,
    description: shortDescription(artist.bio),
    path: `/artists/${artist.slug}`,
    ogType: 'profile',
    card: card('artist', artist.slug, {
      label: 'Artist',
      title: artist.name,
      subtitle: [artist.discipline, artist.genre, artist.location].filter(Boolean).join(' · '),
    }),
    picture: pictureOf(artist.imageUrl),
    structuredData: {
      '@type':
        GROUP_DISCIPLINES.test(artist.discipline) || GROUP_DISCIPLINES.test(artist.name) ? 'MusicGroup' : 'Person',
      name: artist.name,
      description: artist.bio,
      genre: artist.genre || undefined,
      homeLocation: artist.location ? { '@type': 'Place', name: artist.location } : undefined,
      // In the links' own order (a jsonb object keeps no order of its own).
      sameAs: ARTIST_LINK_KINDS.map((kind) => artist.links[kind]).filter(Boolean),
    },
  };
}

export function storyMeta(story: StoryDetail, locale: Locale): PageMeta {
  return {
    title: `${story.title} | ${SITE_NAME}`,
    description: shortDescription(story.excerpt),
    path: `/stories/${story.slug}`,
    ogType: 'article',
    card: card('story', story.slug, {
      label: story.category ? `Story · ${story.category}` : 'Story',
      title: story.title,
      subtitle: `By ${story.author} · ${formatStoryDate(story.date, locale)}`,
    }),
    picture: pictureOf(story.imageUrl),
    structuredData: {
      '@type': 'Article',
      headline: story.title,
      description: story.excerpt,
      datePublished: story.date,
      author: { '@type': 'Person', name: story.author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      articleSection: story.category,
    },
  };
}

/** A member's public profile: their name, handle and bio; never their e-mail (docs/product.md §10). */
export function memberMeta(member: PublicMember): PageMeta {
  const path = `/members/${member.handle}`;
  return {
    title: `${member.displayName} (@${member.handle}) | ${SITE_NAME} community`,
    description: shortDescription(
      member.bio || `${member.displayName}, ${member.discipline}, in the ${SITE_NAME} community.`,
    ),
    path,
    ogType: 'profile',
    card: null,
    picture: pictureOf(member.avatarUrl),
    structuredData: {
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: member.displayName,
        alternateName: `@${member.handle}`,
        description: member.bio || undefined,
        url: path,
      },
    },
  };
}

/** A thread: its title and forum, its first words (Markdown read as plain text), the conversation it is. */
export function threadMeta(thread: ThreadPage): PageMeta {
  const path = threadPath(thread.id, thread.slug);
  const title = `${thread.title} · ${thread.forumName} | ${SITE_NAME}`;
  return {
    title,
    description: shortDescription(markdownText(thread.content) || `A conversation in ${thread.forumName}.`),
    path,
    ogType: 'article',
    card: null,
    picture: null,
    structuredData: {
      '@type': 'DiscussionForumPosting',
      headline: thread.title,
      text: shortDescription(markdownText(thread.content)) || undefined,
      datePublished: thread.createdAt,
      author: { '@type': 'Person', name: thread.author },
      commentCount: thread.replyCount,
      isPartOf: { '@type': 'WebPage', name: thread.forumName, url: `/community/forum/${thread.forumId}` },
      url: path,
    },
  };
}

/** What a thread's head is made from. */
export interface ThreadPage {
  id: string;
  slug: string;
  title: string;
  content: string;
  author: string;
  createdAt: string;
  replyCount: number;
  forumId: string;
  forumName: string;
}

/** The site's own card, the home page's: its name, what it is and what one finds there. */
export const SITE_CARD = {
  path: '/og/site/home.png',
  words: {
    label: SITE_NAME,
    title: 'African music, stories and culture',
    subtitle: 'Records and merch, events, creatives and their stories',
  },
  alt: `${SITE_NAME}: African music, stories and culture`,
} satisfies NonNullable<PageMeta['card']>;

/** The lists and the other screens: a title of their own and the site's description; the home page's card. */
export function screenMeta(
  path: string,
  title: string,
  description = SITE_DESCRIPTION,
  card: PageMeta['card'] = null,
): PageMeta {
  return { title, description, path, ogType: 'website', card, picture: null, structuredData: null };
}
