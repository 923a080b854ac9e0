// The date and number formats of Hausa, Yoruba and Pidgin (shared/locale-format/cldr), registered on the
// server as the client registers them with a catalog: Node knows these languages, but printing from the same
// data keeps a mail's dates and naira exactly as the site shows them.
import ha from '@shared/locale-format/cldr/ha';
import pcm from '@shared/locale-format/cldr/pcm';
import yo from '@shared/locale-format/cldr/yo';
import { registerLocaleData } from '@shared/locale-format/format';
import type { LocaleData } from '@shared/locale-format/locale-data';
import { SHIPPED_LOCALES, type ShippedLocale } from '@shared/locale-format/shipped-locales';

const DATA: Record<ShippedLocale, LocaleData> = { ha, yo, pcm };

export function registerShippedFormats(): void {
  for (const locale of SHIPPED_LOCALES) registerLocaleData(locale, DATA[locale]);
}
