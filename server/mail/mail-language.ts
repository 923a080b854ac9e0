// The language a mail is written in (docs/architecture.md, "Languages"): its recipient's, picked where the
// mail is queued, in the transaction that reads what the mail is about, and rendered then (outbox.ts). So
// the outbox holds each message as it is sent, and whichever server runs the send job sends those bytes.
import type { I18n } from '@lingui/core';
import { loadServerI18n } from '@server/lib/i18n/server-i18n';
import { localePrefix, pathInLocale } from '@shared/locale-address';
import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/locales';

/**
 * The Lingui instance of the first language given that Griot speaks, else English: a member's choice
 * (users.locale) before the language of the request that caused the mail, an order's (orders.locale). The
 * instances are the ones the server read at start (app.i18n). Anything else (null, a job's missing field) is
 * passed over.
 */
export async function mailI18n(...languages: unknown[]): Promise<I18n> {
  return (await loadServerI18n()).of(languages.find(isLocale) ?? SOURCE_LOCALE);
}

/** The language a mail's instance writes. */
export const mailLocale = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/**
 * A page's address in the mail's language: '/orders/GRT-…' is 'https://griot.ng/fr/orders/GRT-…' in French,
 * as it was in English; '/' is the home page, the public address alone in English.
 */
export function pageUrl(i18n: I18n, publicUrl: string, path: string): string {
  const locale = mailLocale(i18n);
  return path === '/' ? `${publicUrl}${localePrefix(locale)}` : `${publicUrl}${pathInLocale(path, locale)}`;
}
