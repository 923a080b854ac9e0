import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { messages } from '@shared/messages';
import { ButtonLink } from '@client/components/ui/button-link';
import { paths } from '@client/lib/paths';
import { useAwaitingPayment } from '../api/get-awaiting-payment';

/** Back from the payment page without paying: the order is still there, one click away. */
export function AwaitingPaymentNotice() {
  const { i18n } = useLingui();
  const { data } = useAwaitingPayment();
  if (!data?.order) return null;
  const { reference } = data.order;
  return (
    <div
      role="status"
      data-testid="awaiting-payment"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-card bg-ochre-300 px-5 py-4 text-ink-900"
    >
      <p className="font-semibold">
        {i18n._(messages.orderAwaitingPayment)}{' '}
        <span className="font-normal">
          <Trans id="shop.order.reference">Order {reference}</Trans>
        </span>
      </p>
      <ButtonLink to={paths.order.to(reference)} variant="primary">
        {i18n._(messages.payNow)}
      </ButtonLink>
    </div>
  );
}
