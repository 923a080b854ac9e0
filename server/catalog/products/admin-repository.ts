// Products for the admin panel. Names may repeat (two pressings of one album), so no duplicate rule; the
// artist is named as typed and stored as a reference to the directory's record of that name.
import { ProductInput } from '@shared/schemas/admin-catalog';
import { products } from '@server/db/schema';
import { resourceRepository } from '../lib/admin-resource/repository';
import { artistIdNamed } from '../lib/artist-by-name';
import { artistRefsOf } from '../lib/artist-refs';
import { presentProductDetail } from './presenter';
import { variantsOf, writeVariants } from './variants';
import { NOT_FOUND } from '../lib/messages';

export const productsRepository = resourceRepository({
  table: products,
  kind: 'product',
  input: ProductInput,
  searchColumn: products.name,
  nameOf: (input) => input.name,
  toValues: async (db, { artist, variants: _variants, ...rest }) => ({
    ...rest,
    artistId: await artistIdNamed(db, artist),
  }),
  afterWrite: (tx, id, input, options) => writeVariants(tx, id, input.variants, options),
  present: async (db, rows) => {
    const ids = rows.map((row) => row.id);
    const [refs, variants] = await Promise.all([
      artistRefsOf(
        db,
        rows.map((row) => row.artistId),
      ),
      variantsOf(db, ids),
    ]);
    return rows.map((row) =>
      presentProductDetail({ ...row, artistRef: refs.get(row.artistId)! }, variants.get(row.id)!),
    );
  },
  notFoundMessage: NOT_FOUND.product,
});
