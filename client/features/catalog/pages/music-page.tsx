import { CatalogScreen } from '../components/catalog-screen';
import { ProductCard } from '../components/product-card';

/** Two cards to a row from a phone's width up (as in a record shop's racks), three and four on wider screens. */
export function MusicPage() {
  return (
    <CatalogScreen
      list="products"
      title="The Marketplace"
      eyebrow="Shop"
      listTitle="All products"
      intro="Albums, vinyl, apparel and art prints, straight from the artists who made them."
      columns="grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      empty={{ title: 'The shelves are being stocked', description: 'New releases and merch will appear here soon.' }}
      renderItem={(product, index) => <ProductCard product={product} eager={index < 4} />}
    />
  );
}
