// A page's head, written into the app's HTML on the server so that crawlers and link previews read it
// without running JavaScript. Every value is escaped; structured data cannot close its script element.
import type { I18n } from '@lingui/core';
import { CARD_HEIGHT, CARD_WIDTH } from '@server/media/preview-cards/card-layout';
import { sourceEnglish, withValues } from '@server/lib/i18n/server-i18n';
import { SITE_NAME, type PageMeta } from './page-meta';
import { escapeMarkup } from '@shared/escape-markup';
import { pathInLocale } from '@shared/locale-address';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@shared/locales';

/** Open Graph's name of each language (language_TERRITORY): where most of its readers are. */
const OG_LOCALES: Record<Locale, string> = {
  en: 'en_NG',
  fr: 'fr_FR',
  pcm: 'pcm_NG',
  sw: 'sw_KE',
  ha: 'ha_NG',
  yo: 'yo_NG',
};

/** A site path made absolute with PUBLIC_URL; an https URL stays as it is. */
export const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;

/** Paths inside the structured data (`url`) made absolute, recursively. */
function withAbsoluteUrls(value: unknown, publicUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, publicUrl));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'url' && typeof inner === 'string' ? absolute(publicUrl, inner) : withAbsoluteUrls(inner, publicUrl),
    ]),
  );
}

/** JSON inside <script>: `<` escaped, so no text in it can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadOptions {
  publicUrl: string;
  /** An unknown address: the not-found screen, which search engines should not keep. */
  notFound?: boolean;
  /** The page's language: its address's (meta.path carries its prefix). */
  locale?: Locale;
  /** That language's instance, for the head's own words. */
  i18n?: I18n;
}

/** The feeds' names, as a page's head links them. */
const feedTitle = (feed: 'stories' | 'events', site: string) =>
  withValues(
    /*i18n*/ { id: 'pages.head.feed-title', message: '{feed, select, stories {{site} stories} other {{site} events}}' },
    { feed, site },
  );

/** The same page in every language, and English as the default for any other (hreflang). */
function languageAlternates(publicUrl: string, path: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absolute(publicUrl, pathInLocale(path, locale)))}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', SOURCE_LOCALE)];
}

export function headTags(
  meta: PageMeta,
  { publicUrl, notFound = false, locale = SOURCE_LOCALE, i18n = sourceEnglish }: HeadOptions,
): string {
  const url = absolute(publicUrl, meta.path);
  const image = meta.card ? absolute(publicUrl, meta.card.path) : null;
  const picture = meta.picture ? absolute(publicUrl, meta.picture) : image;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeMarkup(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}" />`;
  const tags = [
    `<title>${escapeMarkup(meta.title)}</title>`,
    named('description', meta.description),
    notFound ? named('robots', 'noindex') : `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:type', meta.ogType),
    property('og:url', url),
    property('og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) => property('og:locale:alternate', OG_LOCALES[other])),
    ...(notFound ? [] : languageAlternates(publicUrl, meta.path)),
    ...(image && meta.card
      ? [
          property('og:image', image),
          property('og:image:type', 'image/png'),
          property('og:image:width', String(CARD_WIDTH)),
          property('og:image:height', String(CARD_HEIGHT)),
          property('og:image:alt', meta.card.alt),
        ]
      : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(i18n._(feedTitle('stories', SITE_NAME)))}" href="${escapeMarkup(`${publicUrl}/feeds/stories.xml`)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(i18n._(feedTitle('events', SITE_NAME)))}" href="${escapeMarkup(`${publicUrl}/feeds/events.xml`)}" />`,
  ];
  if (meta.structuredData) {
    const data = {
      '@context': 'https://schema.org',
      ...(withAbsoluteUrls(meta.structuredData, publicUrl) as object),
      url,
      ...(picture ? { image: picture } : {}),
    };
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
