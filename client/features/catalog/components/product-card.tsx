import { ArtImage } from '@client/components/ui/art-image';
import { Button } from '@client/components/ui/button';
import { BagIcon } from '@client/components/ui/icons';
import { formatNaira } from '@shared/money';
import type { Product } from '@shared/schemas/catalog';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';
import { cardSurface } from './card-styles';

interface ProductCardProps {
  product: Product;
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: ProductCardProps) {
  return (
    <article data-testid="product-card" className={cardSurface}>
      <div className="relative">
        <ArtImage
          src={product.imageUrl}
          alt={`Cover art of ${product.name} by ${product.artist}`}
          name={product.name}
          width={400}
          height={400}
          eager={eager}
          className="aspect-square w-full"
        />
        <span className="absolute top-3 left-3 rounded-pill bg-cream-50/95 px-3 py-1 text-xs font-semibold tracking-wide text-ink-900 shadow-sm">
          {product.type}
        </span>
        <div className="absolute inset-x-3 bottom-3">
          {/* There is no cart yet: the button does nothing (docs/product.md §2). */}
          <Button variant="secondary" className="reveal-on-hover w-full">
            <BagIcon />
            Add to Cart
          </Button>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-xl leading-snug font-semibold text-ink-900">
          <Link to={paths.product.to(product.slug)} className="underline-offset-4 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-500">{product.artist}</p>
        <p className="mt-auto pt-4 text-lg font-semibold text-terracotta-600">{formatNaira(product.priceKobo)}</p>
      </div>
    </article>
  );
}
