// Loads the date and number formats Griot ships for Hausa, Yoruba and Pidgin, which browsers may lack
// (shared/locale-format): about a kilobyte, fetched only for a visitor in one of those languages, with the
// formatter that reads it.
import type { LocaleData } from '@shared/locale-format/locale-data';
import { isShippedLocale, type ShippedLocale } from '@shared/locale-format/shipped-locales';
import type { Locale } from '@shared/locales';

const DATA: Record<ShippedLocale, () => Promise<{ default: LocaleData }>> = {
  ha: () => import('@shared/locale-format/cldr/ha'),
  yo: () => import('@shared/locale-format/cldr/yo'),
  pcm: () => import('@shared/locale-format/cldr/pcm'),
};

export async function loadShippedFormats(locale: Locale): Promise<void> {
  if (!isShippedLocale(locale)) return;
  const [{ registerLocaleData }, data] = await Promise.all([
    import('@shared/locale-format/shipped-format'),
    DATA[locale](),
  ]);
  registerLocaleData(locale, data.default);
}
