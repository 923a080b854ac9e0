// Dates, numbers and naira in the page's language, for the screens: shared/locale-format with the locale
// the page's Lingui instance speaks (./page-language.ts activates it, with a shipped language's formats,
// before the first screen).
import { i18n } from '@lingui/core';
import { formatNairaIn, formatNumber } from '@shared/locale-format/format';
import type { Locale } from '@shared/locales';

/** The page's language: the instance is only ever activated in one of Griot's. */
export const pageLocale = (): Locale => i18n.locale as Locale;

/** Kobo in naira, the page's way: "₦15,000", "15 000 ₦". */
export const formatNaira = (kobo: number): string => formatNairaIn(kobo, pageLocale());

/** A count with the page's grouping: "1,234", "1 234". */
export const formatCount = (value: number): string => formatNumber(value, pageLocale());
