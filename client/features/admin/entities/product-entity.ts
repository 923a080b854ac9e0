import { msg, t } from '@lingui/core/macro';
import { CURRENCY_SYMBOL, PRODUCT_TYPES } from '@shared/constants';
import { formatNaira } from '@client/lib/i18n/page-formats';
import type { ProductInput } from '@shared/schemas/admin-catalog';
import type { ProductDetail } from '@shared/schemas/catalog';
import { field, type EntityDefinition } from './entity-definition';

export const productEntity: EntityDefinition<ProductDetail, ProductInput> = {
  section: 'products',
  entity: 'product',
  fields: [
    field('text', 'name', msg({ id: 'admin.product.field.name', message: 'Name' })),
    field('artist', 'artist', msg({ id: 'admin.product.field.artist', message: 'Artist' })),
    field('select', 'type', msg({ id: 'admin.product.field.type', message: 'Type' }), {
      options: PRODUCT_TYPES.map((type) => ({ value: type, label: type })),
    }),
    // The form calls the amount 'price'; the API carries it in kobo.
    field('price', 'priceKobo', msg({ id: 'admin.product.field.price', message: `Price (${CURRENCY_SYMBOL})` }), {
      name: 'price',
    }),
    field('textarea', 'description', msg({ id: 'admin.product.field.description', message: 'Description' }), {
      optional: true,
    }),
    // Optional: left empty, a new product is sold as one thing whose stock is not counted.
    field('variants', 'variants', msg({ id: 'admin.product.field.variants', message: 'Variants and stock' }), {
      optional: true,
    }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.ProductInput),
  describe: ({ name, artist, type, priceKobo, stock }) => ({
    name,
    facts: [
      artist,
      type,
      formatNaira(priceKobo),
      stock === null
        ? t({ id: 'admin.product.stock-not-counted', message: 'Stock not counted' })
        : t({ id: 'admin.product.in-stock', message: `${stock} in stock` }),
    ],
  }),
};
