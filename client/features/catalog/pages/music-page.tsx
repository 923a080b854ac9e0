import { useLingui } from '@lingui/react/macro';
import { CatalogScreen } from '../components/catalog-screen';
import { ProductCard } from '../components/product-card';

/** Two cards to a row from a phone's width up (as in a record shop's racks), three and four on wider screens. */
export function MusicPage() {
  const { t } = useLingui();
  return (
    <CatalogScreen
      list="products"
      title={t({ id: 'catalog.music.title', message: 'The Marketplace' })}
      eyebrow={t({ id: 'catalog.music.eyebrow', message: 'Shop' })}
      listTitle={t({ id: 'catalog.music.list-title', message: 'All products' })}
      intro={t({
        id: 'catalog.music.intro',
        message: 'Albums, vinyl, apparel and art prints, straight from the artists who made them.',
      })}
      columns="grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      empty={{
        title: t({ id: 'catalog.music.empty-title', message: 'The shelves are being stocked' }),
        description: t({
          id: 'catalog.music.empty-description',
          message: 'New releases and merch will appear here soon.',
        }),
      }}
      renderItem={(product, index) => <ProductCard product={product} eager={index < 4} />}
    />
  );
}
