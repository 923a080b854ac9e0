// Every shipped language's formats at once, for the server (which prints pages and mails in any language,
// from the same data as the browsers, so both print them alike) and the tests: the client loads only its
// page's (client/lib/i18n/shipped-formats.ts).
import ha from './cldr/ha';
import pcm from './cldr/pcm';
import yo from './cldr/yo';
import type { LocaleData } from './locale-data';
import { registerLocaleData } from './shipped-format';
import { SHIPPED_LOCALES, type ShippedLocale } from './shipped-locales';

const DATA: Record<ShippedLocale, LocaleData> = { ha, yo, pcm };

export function registerShippedLocales(): void {
  for (const locale of SHIPPED_LOCALES) registerLocaleData(locale, DATA[locale]);
}
