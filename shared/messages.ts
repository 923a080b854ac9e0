// The spec's user-facing texts (section 8), in one place so that screens and tests share them.

export type CatalogListName = 'products' | 'events' | 'artists' | 'stories';

export const messages = {
  listLoadFailed: (list: CatalogListName) => `Failed to fetch ${list}. Please try again later.`,
  offline: 'You are offline. Griot will reconnect automatically.',
  backOnline: 'Back online.',
  rootMissing: 'Griot cannot start: the page has no element with id "root" to render into.',
  notFoundTitle: 'Page Not Found',
} as const;
