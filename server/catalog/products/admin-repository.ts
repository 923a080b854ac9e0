// Products for the admin panel. Names may repeat (two pressings of one album), so no duplicate rule.
import { ProductInput } from '@shared/schemas/admin-catalog';
import { presentProduct } from './presenter';
import { products } from '@server/db/schema';
import { resourceRepository } from '../admin-resource/repository';

export const productsRepository = resourceRepository({
  table: products,
  input: ProductInput,
  searchColumn: products.name,
  present: presentProduct,
  notFoundMessage: 'Product not found.',
});
