// What the catalogue's refusals say, shared by its public and admin routes: Lingui descriptors, answered in
// the request's language (server/errors.ts).
import type { CatalogKind } from '@shared/constants';

/** An item asked for by an address or id that names none. */
export const NOT_FOUND = {
  product: /*i18n*/ { id: 'catalog.product.not-found', message: 'Product not found.' },
  event: /*i18n*/ { id: 'catalog.event.not-found', message: 'Event not found.' },
  artist: /*i18n*/ { id: 'catalog.artist.not-found', message: 'Artist not found.' },
  story: /*i18n*/ { id: 'catalog.story.not-found', message: 'Story not found.' },
} satisfies Record<CatalogKind, unknown>;
