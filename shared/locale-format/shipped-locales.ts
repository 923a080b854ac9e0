// The languages whose date and number formats Griot ships (./cldr/), because browsers may lack them.
export const SHIPPED_LOCALES = ['ha', 'yo', 'pcm'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

export function isShippedLocale(locale: string): locale is ShippedLocale {
  return (SHIPPED_LOCALES as readonly string[]).includes(locale);
}
