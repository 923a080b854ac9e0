// Dates, numbers and naira in the page's language, for the screens: shared/locale-format with the locale
// the page's Lingui instance speaks (./page-language.ts activates it, with a shipped language's formats,
// before the first screen).
import { i18n } from '@lingui/core';
import { formatNairaIn, formatNumber } from '@shared/locale-format/format';
import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/locales';

/** The page's language. */
export const pageLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/** Kobo in naira, the page's way: "₦15,000", "15 000 ₦". */
export const formatNaira = (kobo: number): string => formatNairaIn(kobo, pageLocale());

/** A count with the page's grouping: "1,234", "1 234". */
export const formatCount = (value: number): string => formatNumber(value, pageLocale());
