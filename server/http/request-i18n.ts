// The language a request is answered in (docs/decisions/015-translations.md): `request.i18n`, the Lingui
// instance of its locale, for the texts made for it (error messages, page heads), and `app.i18n`, every
// locale's instance, for the texts made outside a request (mails). English for every request for now; the
// locale in the address and Accept-Language choose it once addresses carry a locale.
import type { I18n } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import type { ServerI18n } from '@server/lib/i18n/server-i18n';

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

export function registerRequestI18n(app: FastifyInstance, i18n: ServerI18n): void {
  app.decorate<ServerI18n>('i18n', i18n);
  // A getter: nothing to set up per request while every request is answered in English.
  app.decorateRequest('i18n', {
    getter() {
      return i18n.english;
    },
  });
}
