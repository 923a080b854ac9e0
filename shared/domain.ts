// Names of the catalogue's parts, shared by the API, the admin panel and the screens.

/** The four public lists, as they appear in the API's paths (/api/products…) and the admin's. */
export type CatalogListName = 'products' | 'events' | 'artists' | 'stories';

/** One entry of a list, as the admin panel names it ("Add product", "Failed to save event"). */
export type AdminEntity = 'product' | 'event' | 'artist' | 'story';
