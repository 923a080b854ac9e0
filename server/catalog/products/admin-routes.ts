import { ProductInput } from '@shared/schemas/admin-catalog';
import { ProductDetail, ProductDetailPage } from '@shared/schemas/catalog';
import { resourceRoutes } from '../lib/admin-resource/routes';
import { productsRepository } from './admin-repository';

export const adminProductsRoutes = resourceRoutes({
  list: 'products',
  entity: 'product',
  searchedBy: 'name',
  input: ProductInput,
  item: ProductDetail,
  page: ProductDetailPage,
  repository: productsRepository,
});
