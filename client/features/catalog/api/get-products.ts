import type { Product, ProductPage } from '@shared/schemas/catalog';
import { catalogListQuery, fetchCatalogPage, useCatalogList } from './use-catalog-list';

/** One page of products, in the server's order; pass the previous page's nextCursor for the next. */
export function fetchProducts(cursor: string | null = null, signal?: AbortSignal): Promise<ProductPage> {
  return fetchCatalogPage<Product>('products', cursor, signal);
}

export function useProducts() {
  return useCatalogList('products', fetchProducts);
}

export const productsQuery = () => catalogListQuery('products', fetchProducts);
