import { ProductInput } from '@shared/schemas/admin-catalog';
import { Product, ProductPage } from '@shared/schemas/catalog';
import { validateProductInput } from '@shared/validation/catalog-input';
import { resourceRoutes } from '../resource-routes';
import { productsRepository } from './repository';

export const adminProductsRoutes = resourceRoutes({ list: 'products', entity: 'product', searchedBy: 'name', input: ProductInput, item: Product, page: ProductPage, validate: validateProductInput, repository: productsRepository });
