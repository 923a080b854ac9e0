// The language an Accept-Language header prefers among those Griot speaks (RFC 9110 §12.5.4): ranges by
// weight, equal weights in the header's order, a range matching a language by its primary subtag
// (`fr-CI` is French). `*`, no header, or no language Griot speaks: none.
import { isLocale, type Locale } from './locales';

export function preferredLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return {
        language: range.trim().toLowerCase().split('-')[0] ?? '',
        weight: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter(({ weight }) => weight > 0 && Number.isFinite(weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { language } of ranges) {
    if (language === '*') return null;
    if (isLocale(language)) return language;
  }
  return null;
}
