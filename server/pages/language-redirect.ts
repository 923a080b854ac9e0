// A first visit in another language (docs/decisions/015-translations.md, "Locales in addresses"): an
// unprefixed page asked for with no language cookie, by a browser whose Accept-Language prefers a language
// Griot speaks other than English, moves (302) to that language's address. The answer is the visitor's own
// (`private, no-store`, Vary on what chose it); every other answer depends on its address alone, so kept pages
// and the proxy's cache stay keyed by address. `*`, no header or no language Griot speaks: English, here.
import type { FastifyInstance } from 'fastify';
import { localeOfPath, pathInLocale } from '@shared/locale-address';
import { LANGUAGE_COOKIE, SOURCE_LOCALE } from '@shared/locales';
import { preferredLocale } from '@shared/preferred-locale';

/** Paths that are never pages: the API, files (anything with an extension), feeds and the sitemap's parts. */
const NOT_PAGES = /^\/(?:api|uploads|media|assets|feeds|sitemaps|og)(?:\/|$)|\.[a-z0-9]+$/i;

export function registerLanguageRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path = '/', query] = request.url.split(/\?(.*)/s);
    if (NOT_PAGES.test(path) || localeOfPath(path) !== SOURCE_LOCALE) return;
    if (request.headers.cookie?.split(/;\s*/).some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))) return;
    const preferred = preferredLocale(request.headers['accept-language']);
    if (!preferred || preferred === SOURCE_LOCALE) return;
    const target = `${pathInLocale(path, preferred)}${query ? `?${query}` : ''}`;
    return reply
      .header('vary', 'Accept-Language, Cookie')
      .header('cache-control', 'private, no-store')
      .redirect(target, 302);
  });
}
