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

export function registerRequestI18n(app: FastifyInstance, i18n: ServerI18n): void {
  app.decorate<ServerI18n>('i18n', i18n);
  // A getter: most requests never show a text, so nothing is worked out until one does.
  app.decorateRequest('i18n', {
    getter() {
      return i18n.of(requestLocale(this.url, this.headers['accept-language']));
    },
  });
}
