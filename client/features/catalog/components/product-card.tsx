import { Trans, useLingui } from '@lingui/react/macro';
import { ArtImage } from '@client/components/ui/art-image';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { StockNote } from '@client/components/shop/stock-note';
import { useAddToCart } from '@client/lib/cart/cart-api';
import { failureMessage } from '@client/lib/failure-message';
import { BagIcon } from '@client/components/ui/icons';
import { formatNaira } from '@client/lib/i18n/page-formats';
import type { Product } from '@shared/schemas/catalog';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';
import { cardSurface } from './card-styles';

interface ProductCardProps {
  product: Product;
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useLingui();
  const add = useAddToCart();
  const { name, artist } = product;
  return (
    <article data-testid="product-card" className={cardSurface}>
      <div className="relative">
        <ArtImage
          src={product.imageUrl}
          image={product.image}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw"
          alt={t({ id: 'catalog.product.cover-alt', message: `Cover art of ${name} by ${artist}` })}
          name={product.name}
          width={400}
          height={400}
          eager={eager}
          className="aspect-square w-full"
        />
        <span className="absolute top-2 start-2 rounded-pill bg-cream-50/95 px-2.5 py-1 text-xs sm:top-3 sm:start-3 sm:px-3 font-semibold tracking-wide text-ink-900 shadow-sm">
          {product.type}
        </span>
        <div className="absolute inset-x-2 bottom-2 sm:inset-x-3 sm:bottom-3">
          {product.defaultVariantId || product.stock === 0 ? (
            <Button
              variant="secondary"
              className="w-full max-sm:px-2 max-sm:text-sm"
              disabled={product.stock === 0 || add.isPending}
              onClick={() => product.defaultVariantId && add.mutate({ variantId: product.defaultVariantId })}
            >
              <BagIcon />
              {product.stock === 0
                ? t({ id: 'ui.stock.sold-out', message: 'Sold out' })
                : add.isSuccess
                  ? t({ id: 'catalog.product-card.added', message: 'Added' })
                  : t({ id: 'ui.add-to-cart.add', message: 'Add to Cart' })}
            </Button>
          ) : (
            // Sold in sizes: the size is chosen on the product's page.
            <ButtonLink
              to={paths.product.to(product.slug)}
              variant="secondary"
              className="w-full max-sm:px-2 max-sm:text-sm"
            >
              <BagIcon />
              <Trans id="catalog.product-card.choose-size">Choose a size</Trans>
            </ButtonLink>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <h3 className="font-display text-base leading-snug font-semibold text-ink-900 sm:text-xl">
          <Link to={paths.product.to(product.slug)} className="underline-offset-4 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-500">{product.artist}</p>
        <StockNote stock={product.stock} className="mt-2" />
        <p className="mt-auto pt-3 text-base font-semibold text-terracotta-600 sm:pt-4 sm:text-lg">
          {formatNaira(product.priceKobo)}
        </p>
        {add.isError && (
          <p role="alert" className="mt-2 text-sm font-semibold text-danger-700">
            {failureMessage(add.error)}
          </p>
        )}
      </div>
    </article>
  );
}
