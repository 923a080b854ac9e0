// The spec's user-facing texts (section 8), in one place so that screens and tests share them.

export type CatalogListName = 'products' | 'events' | 'artists' | 'stories';

export const messages = {
  listLoadFailed: (list: CatalogListName) => `Failed to fetch ${list}. Please try again later.`,
  offline: 'You are offline. Griot will reconnect automatically.',
  backOnline: 'Back online.',
  rootMissing: 'Griot cannot start: the page has no element with id "root" to render into.',
  loginFailed: 'Failed to log in. Please check your credentials.',
  authOutsideProvider: 'useAuth must be used within an AuthProvider',
  notFoundTitle: 'Page Not Found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  routeErrorTitle: 'Something went wrong',
  routeErrorBody: 'This screen could not be shown. Please try again, or go back to the home page.',
} as const;
