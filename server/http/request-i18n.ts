// The language a request is answered in (docs/decisions/015-translations.md): `request.i18n`, the Lingui
// instance of its locale, for the texts made for it (error messages, page heads), and `app.i18n`, every
// locale's instance, for the texts made outside a request (mails). A page is in its address's language (`/fr/…`);
// an API call's error messages are in the language its Accept-Language prefers, which the client sets to its
// page's (client/lib/api/api-client.ts); anything else is English.
import type { I18n } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import type { ServerI18n } from '@server/lib/i18n/server-i18n';
import { localeOfPath } from '@shared/locale-address';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import { preferredLocale } from '@shared/preferred-locale';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every locale's Lingui instance, read from the catalogs at start. */
    i18n: ServerI18n;
  }
  interface FastifyRequest {
    /** The Lingui instance of the language this request is answered in. */
    readonly i18n: I18n;
  }
}

/** The language of a request: its address's, or for the API its Accept-Language's, else English. */
export function requestLocale(url: string, acceptLanguage: string | undefined): Locale {
  const fromAddress = localeOfPath(url);
  if (fromAddress !== SOURCE_LOCALE) return fromAddress;
  return url.startsWith('/api/') ? (preferredLocale(acceptLanguage) ?? SOURCE_LOCALE) : SOURCE_LOCALE;
}

/** Set on a request whose language was read: its answer holds a text in that language. */
const SAID_IN_ITS_LANGUAGE = Symbol('saidInItsLanguage');

export function registerRequestI18n(app: FastifyInstance, i18n: ServerI18n): void {
  app.decorate<ServerI18n>('i18n', i18n);
  // A getter: most requests never show a text, so nothing is worked out until one does.
  app.decorateRequest('i18n', {
    getter() {
      (this as unknown as Record<symbol, boolean>)[SAID_IN_ITS_LANGUAGE] = true;
      return i18n.of(requestLocale(this.url, this.headers['accept-language']));
    },
  });
  // An API answer that says a sentence in the caller's language (a refusal, a confirmation) differs by
  // Accept-Language: a cache in between must not hand it to a caller of another language. Pages are in
  // their address's language and say nothing of it.
  app.addHook('onSend', async (request, reply) => {
    if (!(request as unknown as Record<symbol, boolean>)[SAID_IN_ITS_LANGUAGE] || !request.url.startsWith('/api/'))
      return;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Language');
    else if (!/(^|,)\s*accept-language\s*(,|$)/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, Accept-Language`);
  });
}
