import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { QuantityStepper } from '@client/components/shop/quantity-stepper';
import { Alert } from '@client/components/ui/alert';
import type { ImageDetails } from '@shared/schemas/common';
import { ArtImage } from '@client/components/ui/art-image';
import { failureMessage } from '@client/lib/failure-message';

interface CartItemProps {
  testId: string;
  /** What the picture shows and the title says. */
  name: string;
  imageUrl: string | null;
  image: ImageDetails | null;
  /** Where the title leads: the product's or the event's page. */
  to: string;
  /** The line's total as shown. */
  total: string;
  /** The line under the title: artist and size, or ticket type, time and place; and the unit price. */
  detail: ReactNode;
  unitPriceKobo: number;
  previousPriceKobo: number | null;
  problem: string | null;
  /** How the stepper and Remove name the line to a screen reader. */
  label: string;
  quantity: number;
  maxQuantity: number;
  busy: boolean;
  failure: unknown;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line, goods or seats: picture, title, total, what changed or is wrong, stepper and Remove. */
export function CartItem(props: CartItemProps) {
  const { t } = useLingui();
  const { label } = props;
  const previousPrice = props.previousPriceKobo === null ? null : formatNaira(props.previousPriceKobo);
  const price = formatNaira(props.unitPriceKobo);
  return (
    <li className="flex gap-4 py-5" data-testid={props.testId}>
      <ArtImage
        src={props.imageUrl}
        image={props.image}
        sizes="(min-width: 640px) 96px, 80px"
        alt=""
        name={props.name}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-xl sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <Link to={props.to} className="font-display text-lg font-semibold text-ink-900 hover:underline">
            {props.name}
          </Link>
          <span className="font-semibold text-ink-900">{props.total}</span>
        </div>
        <p className="text-sm text-ink-500">{props.detail}</p>
        {previousPrice !== null && (
          <p className="text-sm text-ochre-700">
            <Trans id="shop.cart.price-changed">
              The price changed from {previousPrice} to {price}.
            </Trans>
          </p>
        )}
        {props.problem && <p className="text-sm font-semibold text-danger-700">{props.problem}</p>}
        <div className="flex items-center gap-4">
          <QuantityStepper
            label={props.label}
            value={props.quantity}
            max={Math.max(props.maxQuantity, 1)}
            disabled={props.busy}
            onChange={props.onQuantity}
          />
          <button
            type="button"
            className="text-sm font-semibold text-ink-500 underline-offset-4 hover:text-danger-700 hover:underline"
            disabled={props.busy}
            onClick={props.onRemove}
            aria-label={t({ id: 'shop.cart.remove-label', message: `Remove ${label}` })}
          >
            <Trans id="shop.remove">Remove</Trans>
          </button>
        </div>
        {props.failure ? <Alert compact message={failureMessage(props.failure)} /> : null}
      </div>
    </li>
  );
}
