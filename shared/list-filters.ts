// The lists' filters as the address carries them (docs/contracts: /music?category=Vinyl&min=5000&inStock=1)
// and as the API takes them (/api/products?category=Vinyl&minPriceKobo=500000&inStock=true). The address
// is what a shared link holds, so it speaks naira and `1`; the server checks every value, so a hand-edited
// one is passed on as it is and the server's 400 says what is wrong with it.
import type { CatalogListName } from './domain';

/** Each list's filters, by their name in the address, in the order the bar shows them. */
export const LIST_FILTERS = {
  products: ['category', 'artist', 'min', 'max', 'inStock'],
  events: ['when', 'city'],
  artists: ['genre', 'location'],
  stories: ['category', 'source'],
} as const satisfies Record<CatalogListName, readonly string[]>;

export type FilterName<List extends CatalogListName> = (typeof LIST_FILTERS)[List][number];

/** The filters that are set, as the address spells them. */
export type FilterValues<List extends CatalogListName> = Partial<Record<FilterName<List>, string>>;

/** The address's names that the API spells otherwise, with the conversion of their values. */
const TO_API: Partial<Record<string, { name: string; value: (value: string) => string }>> = {
  min: { name: 'minPriceKobo', value: nairaToKoboText },
  max: { name: 'maxPriceKobo', value: nairaToKoboText },
  inStock: { name: 'inStock', value: (value) => ({ '1': 'true', '0': 'false' })[value] ?? value },
};

/**
 * "5000" or "49.99" naira → kobo; anything else goes on unchanged, for the server to refuse. (Not
 * nairaToKobo, which stops at the most a price may be: the server says when a bound is too high.)
 */
function nairaToKoboText(naira: string): string {
  return /^\d+(\.\d{1,2})?$/.test(naira) ? String(Math.round(Number(naira) * 100)) : naira;
}

/** The list's filters read from the address: its own names only, blank ones left out. */
export function readFilters<List extends CatalogListName>(list: List, search: URLSearchParams): FilterValues<List> {
  const values: FilterValues<List> = {};
  for (const name of LIST_FILTERS[list] as readonly FilterName<List>[]) {
    const value = search.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/**
 * The address's query after one filter changed ('' clears it): the other filters and any other parameter
 * stay. Upcoming is what the events list shows unasked, so choosing it clears `when`.
 */
export function withFilter(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  const trimmed = value.trim();
  if (trimmed && !(name === 'when' && trimmed === 'upcoming')) next.set(name, trimmed);
  else next.delete(name);
  return next;
}

/** The address's query without the list's filters. */
export function withoutFilters(list: CatalogListName, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of LIST_FILTERS[list]) next.delete(name);
  return next;
}

/** The API's query parameters for the filters, in the list's order (so equal filters make equal keys). */
export function apiFilters<List extends CatalogListName>(list: List, values: FilterValues<List>) {
  const query: Record<string, string> = {};
  for (const name of LIST_FILTERS[list] as readonly FilterName<List>[]) {
    const value = values[name];
    if (value === undefined) continue;
    const convert = TO_API[name];
    query[convert?.name ?? name] = convert ? convert.value(value) : value;
  }
  return query;
}
