import { ProductInput } from '@shared/schemas/admin-catalog';
import { Product, ProductPage } from '@shared/schemas/catalog';
import { resourceRoutes } from '../admin-resource/routes';
import { productsRepository } from './admin-repository';

export const adminProductsRoutes = resourceRoutes({
  list: 'products',
  entity: 'product',
  searchedBy: 'name',
  input: ProductInput,
  item: Product,
  page: ProductPage,
  repository: productsRepository,
});
