import { CURRENCY_SYMBOL, PRODUCT_TYPES } from '@shared/constants';
import { formatNaira } from '@shared/money';
import type { ProductInput } from '@shared/schemas/admin-catalog';
import type { ProductDetail } from '@shared/schemas/catalog';
import { field, type EntityDefinition } from './entity-definition';

export const productEntity: EntityDefinition<ProductDetail, ProductInput> = {
  section: 'products',
  entity: 'product',
  fields: [
    field('text', 'name', 'Name'),
    field('artist', 'artist', 'Artist'),
    field('select', 'type', 'Type', { options: PRODUCT_TYPES.map((type) => ({ value: type, label: type })) }),
    // The form calls the amount 'price'; the API carries it in kobo.
    field('price', 'priceKobo', `Price (${CURRENCY_SYMBOL})`, { name: 'price' }),
    field('textarea', 'description', 'Description', { optional: true }),
    // Optional: left empty, a new product is sold as one thing whose stock is not counted.
    field('variants', 'variants', 'Variants and stock', { optional: true }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.ProductInput),
  describe: (product) => ({
    name: product.name,
    facts: [
      product.artist,
      product.type,
      formatNaira(product.priceKobo),
      product.stock === null ? 'Stock not counted' : `${product.stock} in stock`,
    ],
  }),
};
