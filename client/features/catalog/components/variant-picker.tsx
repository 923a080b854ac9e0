import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProductVariant } from '@shared/schemas/catalog';
import { AddToCartButton } from '@client/components/shop/add-to-cart-button';
import { StockNote } from '@client/components/shop/stock-note';

/** The sizes as radio buttons (a sold-out size cannot be chosen), its stock, and Add to Cart. */
export function VariantPicker({ variants }: { variants: readonly ProductVariant[] }) {
  const firstInStock = variants.find((variant) => variant.stock !== 0) ?? null;
  const [chosenId, setChosenId] = useState(firstInStock?.id ?? null);
  const chosen = variants.find((variant) => variant.id === chosenId) ?? null;
  const sized = variants.length > 1;
  const { t } = useLingui();
  const soldOutLabel = (variantName: string) =>
    t({ id: 'catalog.variant-picker.sold-out-label', message: `${variantName}, sold out` });
  return (
    <div className="mt-6 max-w-sm">
      {sized && (
        <fieldset className="mb-4">
          <legend className="mb-2 text-sm font-semibold text-ink-900">
            <Trans id="catalog.variant-picker.size">Size</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {variants.map((variant) => (
              <label
                key={variant.id}
                className="flex min-w-12 cursor-pointer items-center justify-center rounded-xl px-3 py-2 font-semibold ring-1 ring-ink-900/20 has-checked:bg-ink-900 has-checked:text-cream-50 has-disabled:cursor-not-allowed has-disabled:opacity-40 has-focus-visible:ring-2 has-focus-visible:ring-terracotta-600"
              >
                <input
                  type="radio"
                  name="variant"
                  className="sr-only"
                  value={variant.id}
                  checked={chosenId === variant.id}
                  disabled={variant.stock === 0}
                  onChange={() => setChosenId(variant.id)}
                  aria-label={variant.stock === 0 ? soldOutLabel(variant.name) : variant.name}
                />
                {variant.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <StockNote stock={sized ? (chosen?.stock ?? 0) : (variants[0]?.stock ?? null)} className="mb-3" />
      <AddToCartButton variantId={chosen?.id ?? null} soldOut={!firstInStock} />
    </div>
  );
}
