// Moves the visitor to the same page in another language: the choice is kept in a cookie (so no address
// is chosen for them again), on a member's account (for their other devices and their mails), and the
// page loads anew at the other language's address, with its head, its texts and its catalog.
import { apiPut } from '@client/lib/api/api-client';
import { LANGUAGE_COOKIE, type Locale } from '@shared/locales';
import { pathInLocale } from '@shared/locale-address';
import type { LanguageBody } from '@shared/schemas/auth';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function chooseLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not a text
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  if (signedIn) {
    // The page changes language even when the account cannot be reached: the cookie holds the choice here.
    await apiPut<LanguageBody>('/api/account/language', { locale }).catch(() => undefined);
  }
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLocale(pathname, locale)}${search}${hash}`);
}
