// Query keys of the catalogue, in one place so that invalidation later (admin edits) hits them all.
export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  list: (name: 'products' | 'events' | 'artists' | 'stories') => [...catalogKeys.all, name] as const,
};
