// What a page says about itself to link previews and search engines (docs/architecture.md, "Pages and
// addresses"): title, description, canonical path, Open Graph type, image and structured data. Made from
// the same detail answers the pages show, with their dates and prices in the page's language.
import type { I18n } from '@lingui/core';
import { formatNairaIn } from '@shared/locale-format/format';
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
import { pathInLocale } from '@shared/locale-address';
import type { Locale } from '@shared/locales';
import { withValues } from '@server/lib/i18n/server-i18n';

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
/** The site's description, the head's of a screen that has none of its own. */
export const SITE_DESCRIPTION = /*i18n*/ {
  id: 'pages.site.description',
  message: 'Griot: African music, stories and culture. Shop records and merch, find events, meet creatives.',
};
const DESCRIPTION_LENGTH = 200;

/** Runs of white space to flatten, but for no-break spaces: a French price (15 000 ₦) stays on one line. */
const SPACES = /[^\S\u00a0\u202f]+/g;

/** The language a head is written in, for its dates and prices: its instance's. */
const localeOf = (i18n: I18n) => i18n.locale as Locale;

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

/** A head made at its English address, at a language's: its path and its card's (drawn in that language). */
export function metaInLocale(meta: PageMeta, locale: Locale): PageMeta {
  return {
    ...meta,
    path: pathInLocale(meta.path, locale),
    card: meta.card && { ...meta.card, path: pathInLocale(meta.card.path, locale) },
  };
}

// The heads' words, in the page's language (its address's): the items' own names stay as they are stored.
const headText = {
  productTitle: (name: string, artist: string, site: string) =>
    withValues(/*i18n*/ { id: 'pages.product.title', message: '{name} by {artist} | {site}' }, { name, artist, site }),
  productDescription: (type: string, artist: string, price: string) =>
    withValues(
      /*i18n*/ { id: 'pages.product.description', message: '{type} by {artist}, {price}.' },
      { type, artist, price },
    ),
  productLabel: /*i18n*/ { id: 'pages.product.card-label', message: 'Music & Merch' },
  productSubtitle: (type: string, artist: string, price: string) =>
    withValues(
      /*i18n*/ { id: 'pages.product.card-subtitle', message: '{type} by {artist} · {price}' },
      { type, artist, price },
    ),
  eventDescription: (name: string, place: string) =>
    withValues(/*i18n*/ { id: 'pages.event.description', message: '{name} at {place}.' }, { name, place }),
  eventLabel: /*i18n*/ { id: 'pages.event.card-label', message: 'Event' },
  artistLabel: /*i18n*/ { id: 'pages.artist.card-label', message: 'Artist' },
  storyLabel: /*i18n*/ { id: 'pages.story.card-label', message: 'Story' },
  storyLabelWithCategory: (category: string) =>
    withValues(/*i18n*/ { id: 'pages.story.card-label-category', message: 'Story · {category}' }, { category }),
  storySubtitle: (author: string, date: string) =>
    withValues(/*i18n*/ { id: 'pages.story.card-subtitle', message: 'By {author} · {date}' }, { author, date }),
  memberTitle: (name: string, handle: string, site: string) =>
    withValues(
      /*i18n*/ { id: 'pages.member.title', message: '{name} (@{handle}) | {site} community' },
      { name, handle, site },
    ),
  memberDescription: (name: string, discipline: string, site: string) =>
    withValues(
      /*i18n*/ { id: 'pages.member.description', message: '{name}, {discipline}, in the {site} community.' },
      { name, discipline, site },
    ),
  threadDescription: (forum: string) =>
    withValues(/*i18n*/ { id: 'pages.thread.description', message: 'A conversation in {forum}.' }, { forum }),
  siteCardTitle: /*i18n*/ { id: 'pages.site.card-title', message: 'African music, stories and culture' },
  siteCardSubtitle: /*i18n*/ {
    id: 'pages.site.card-subtitle',
    message: 'Records and merch, events, creatives and their stories',
  },
};

export function productMeta(product: ProductDetail, i18n: I18n): PageMeta {
  const price = formatNairaIn(product.priceKobo, localeOf(i18n));
  return {
    title: i18n._(headText.productTitle(product.name, product.artist, SITE_NAME)),
    description: shortDescription(
      product.description || i18n._(headText.productDescription(product.type, product.artist, price)),
    ),
    path: `/music/${product.slug}`,
    ogType: 'product',
    card: card('product', product.slug, {
      label: i18n._(headText.productLabel),
      title: product.name,
      subtitle: i18n._(headText.productSubtitle(product.type, product.artist, price)),
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

export function eventMeta(event: EventDetail, i18n: I18n): PageMeta {
  const place = eventPlace(event);
  return {
    title: `${event.name}, ${place} | ${SITE_NAME}`,
    description: shortDescription(event.description || i18n._(headText.eventDescription(event.name, place))),
    path: `/events/${event.slug}`,
    ogType: 'website',
    card: card('event', event.slug, {
      label: i18n._(headText.eventLabel),
      title: event.name,
      subtitle: `${formatEventStart(event.startsAt, i18n)} · ${place}`,
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

export function artistMeta(artist: ArtistDetail, i18n: I18n): PageMeta {
  return {
    title: `${artist.name}, ${artist.discipline} | ${SITE_NAME}`,
    description: shortDescription(artist.bio),
    path: `/artists/${artist.slug}`,
    ogType: 'profile',
    card: card('artist', artist.slug, {
      label: i18n._(headText.artistLabel),
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

export function storyMeta(story: StoryDetail, i18n: I18n): PageMeta {
  return {
    title: `${story.title} | ${SITE_NAME}`,
    description: shortDescription(story.excerpt),
    path: `/stories/${story.slug}`,
    ogType: 'article',
    card: card('story', story.slug, {
      label: i18n._(story.category ? headText.storyLabelWithCategory(story.category) : headText.storyLabel),
      title: story.title,
      subtitle: i18n._(headText.storySubtitle(story.author, formatStoryDate(story.date, localeOf(i18n)))),
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
export function memberMeta(member: PublicMember, i18n: I18n): PageMeta {
  const path = `/members/${member.handle}`;
  return {
    title: i18n._(headText.memberTitle(member.displayName, member.handle, SITE_NAME)),
    description: shortDescription(
      member.bio || i18n._(headText.memberDescription(member.displayName, member.discipline, SITE_NAME)),
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
export function threadMeta(thread: ThreadPage, i18n: I18n): PageMeta {
  const path = threadPath(thread.id, thread.slug);
  const title = `${thread.title} · ${thread.forumName} | ${SITE_NAME}`;
  return {
    title,
    description: shortDescription(markdownText(thread.content) || i18n._(headText.threadDescription(thread.forumName))),
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

/** Where the site's own card is, at its English address. */
export const SITE_CARD_PATH = '/og/site/home.png';

/** The site's own card, the home page's: its name, what it is and what one finds there, in a language. */
export function siteCard(i18n: I18n): NonNullable<PageMeta['card']> {
  const title = i18n._(headText.siteCardTitle);
  return {
    path: SITE_CARD_PATH,
    words: { label: SITE_NAME, title, subtitle: i18n._(headText.siteCardSubtitle) },
    alt: `${SITE_NAME}: ${title}`,
  };
}

/** The lists and the other screens: a title and a description of their own; the home page's card. */
export function screenMeta(path: string, title: string, description: string, card: PageMeta['card'] = null): PageMeta {
  return { title, description, path, ogType: 'website', card, picture: null, structuredData: null };
}
