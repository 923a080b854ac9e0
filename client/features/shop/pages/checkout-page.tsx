import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NIGERIAN_STATES, type Fulfilment } from '@shared/shop';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { deliveryFeeKobo } from '@shared/delivery-fee';
import { checkoutProblems } from '@shared/checkout-rules';
import { messages } from '@shared/messages';
import type { CheckoutBody } from '@shared/schemas/shop';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { NewsletterOptIn } from '@client/components/ui/newsletter-opt-in';
import { SelectField } from '@client/components/ui/select-field';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { useAuth } from '@client/lib/auth/auth-context';
import { useCart } from '@client/lib/cart/cart-api';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { paths } from '@client/lib/paths';
import { useSignInPath } from '@client/lib/sign-in-return';
import { useShopSettings } from '../api/get-shop-settings';
import { usePlaceOrder } from '../api/place-order';
import { LineSummary, Totals } from '../components/order-lines';
import { ShopFrame } from '../components/shop-frame';
import { useBuyerName } from '../api/buyer-name';
import { AwaitingPaymentNotice } from '../components/awaiting-payment-notice';
import { rememberName } from '../lib/remembered-buyer';

type Details = Omit<CheckoutBody, 'expectedTotalKobo' | 'newsletter'>;

const DELIVERY: Fulfilment = 'delivery';
const FCT_LABEL = msg({ id: 'shop.checkout.state-fct', message: 'FCT (Abuja)' });
const loadSchema = () => import('@shared/schemas/shop').then((schemas) => schemas.CheckoutBody);

/** Checkout: who pays, where it goes, and "Pay ₦X", which hands the buyer to Paystack. */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const settings = useShopSettings();
  const { user } = useAuth();
  // A visitor may check out as a member: signed in, they come back here (the cart joins the account's).
  const signIn = useSignInPath();
  const place = usePlaceOrder();
  const check = useFormCheck();
  const [entered, setEntered] = useState<Details>({
    email: user?.email ?? '',
    fullName: '',
    phone: '',
    fulfilment: DELIVERY,
    address: '',
    city: '',
    state: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // The name given before on this device (or a member's display name), once known, until the buyer types.
  const buyerName = useBuyerName(user?.uid ?? null);
  const [nameEdited, setNameEdited] = useState(false);
  const details = nameEdited ? entered : { ...entered, fullName: entered.fullName || buyerName };
  const [newsletter, setNewsletter] = useState(false);

  if (cart.isPending || settings.isPending) return <Spinner className="py-section" />;
  if (cart.isError || settings.isError) {
    return (
      <ShopFrame title={t({ id: 'shop.checkout.title', message: 'Checkout' })}>
        <AwaitingPaymentNotice />
        <LoadFailure
          message={t({ id: 'shop.checkout.load-failed', message: 'Failed to load checkout. Please try again.' })}
          query={cart.isError ? cart : settings}
        />
      </ShopFrame>
    );
  }
  const { lines, tickets } = cart.data;
  if (lines.length + tickets.length === 0 && !place.isSuccess) return <Navigate to={paths.cart.to()} replace />;

  const shop = settings.data;
  // Tickets alone have nothing to deliver: no phone, address or fee is asked.
  const hasGoods = lines.length > 0;
  const pickup = details.fulfilment === 'pickup';
  const deliveryKobo = hasGoods ? deliveryFeeKobo(shop, details.fulfilment ?? 'delivery', details.state) : 0;
  const totalKobo = cart.data.subtotalKobo + deliveryKobo;
  const free = totalKobo === 0;
  const total = formatNaira(totalKobo);
  const { state } = details;
  const { pickupPoint } = shop;
  const choices: Fulfilment[] = shop.pickupEnabled ? ['delivery', 'pickup'] : ['delivery'];
  const stateOptions = NIGERIAN_STATES.map((value) => ({
    value,
    label: value === 'FCT' ? i18n._(FCT_LABEL) : value,
  }));
  // Editing a field takes its message away: it spoke of what was there before.
  const set = (name: keyof Details) => (event: { target: { value: string } }) => {
    setEntered((current) => ({ ...current, [name]: event.target.value }));
    if (name === 'fullName') setNameEdited(true);
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** A field's value, its change and its message. */
  const bind = (name: Exclude<keyof Details, 'fulfilment'>) => ({
    value: details[name] ?? '',
    onChange: set(name),
    error: errors[name],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body: CheckoutBody = {
      ...(hasGoods ? details : { email: details.email, fullName: details.fullName }),
      ...(newsletter ? { newsletter } : {}),
      expectedTotalKobo: totalKobo,
    };
    check(
      formElement,
      async () => [
        ...(await problemsOf(loadSchema, body)),
        ...checkoutProblems(body, hasGoods).map((problem) => ({ ...problem, message: i18n._(problem.message) })),
      ],
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length > 0) return;
        place.mutate(body, {
          onSuccess: ({ redirectUrl }) => {
            if (user) rememberName(body.fullName);
            window.location.assign(redirectUrl);
          },
        });
      },
    );
  };

  return (
    <ShopFrame title={t({ id: 'shop.checkout.title', message: 'Checkout' })} wide>
      <AwaitingPaymentNotice />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <form onSubmit={submit} noValidate className="space-y-5">
          {!user && (
            <p className="text-ink-700">
              <Trans id="shop.checkout.sign-in-hint">
                Have an account?{' '}
                <Link to={signIn} className="font-semibold text-terracotta-600 underline underline-offset-4">
                  Sign in
                </Link>{' '}
                to check out as a member, or go on as a guest.
              </Trans>
            </p>
          )}
          {!shop.paymentsEnabled && !free && (
            <Alert
              message={t({
                id: 'shop.checkout.payments-off',
                message: 'Payments are not set up yet, so the shop cannot take orders. Please try again later.',
              })}
            />
          )}
          <TextField
            label={t({ id: 'shop.field.email', message: 'E-mail' })}
            type="email"
            autoComplete="email"
            {...bind('email')}
          />
          <TextField
            label={t({ id: 'shop.checkout.full-name', message: 'Full name' })}
            autoComplete="name"
            hint={
              tickets.length > 0 ? t({ id: 'shop.checkout.name-hint', message: 'The name on your tickets' }) : undefined
            }
            {...bind('fullName')}
          />
          {hasGoods && (
            <>
              <TextField
                label={t({ id: 'shop.checkout.phone', message: 'Phone' })}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                hint={t({ id: 'shop.checkout.phone-hint', message: 'A Nigerian number, such as 0803 123 4567' })}
                {...bind('phone')}
              />
              {shop.pickupEnabled ? (
                <fieldset>
                  <legend className="mb-2 text-sm font-semibold text-ink-900">
                    <Trans id="shop.checkout.how-reach">How should it reach you?</Trans>
                  </legend>
                  <div className="flex flex-wrap gap-3">
                    {choices.map((choice) => (
                      <label
                        key={choice}
                        className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 ring-1 ring-ink-900/15 has-checked:ring-2 has-checked:ring-terracotta-600"
                      >
                        <input
                          type="radio"
                          name="fulfilment"
                          value={choice}
                          checked={details.fulfilment === choice}
                          onChange={set('fulfilment')}
                        />
                        {choice === 'delivery' ? (
                          <Trans id="shop.fulfilment.delivery">Delivery</Trans>
                        ) : (
                          <Trans id="shop.checkout.pickup-free">Pickup (free)</Trans>
                        )}
                      </label>
                    ))}
                  </div>
                  {pickup && (
                    <p className="mt-3 text-sm text-ink-700">
                      <Trans id="shop.pickup.collect-from">Collect it from: {pickupPoint}</Trans>
                    </p>
                  )}
                </fieldset>
              ) : (
                // Nothing to choose between: said in words, not as a lone radio button.
                <p data-testid="delivery-only" className="text-sm text-ink-700">
                  {i18n._(messages.deliveredOnly)}
                </p>
              )}
              {!pickup && (
                <>
                  <TextField
                    label={t({ id: 'shop.checkout.address', message: 'Delivery address' })}
                    autoComplete="street-address"
                    {...bind('address')}
                  />
                  <div className="grid gap-5 sm:grid-cols-2">
                    <TextField
                      label={t({ id: 'shop.checkout.city', message: 'City' })}
                      autoComplete="address-level2"
                      {...bind('city')}
                    />
                    <SelectField
                      label={t({ id: 'shop.checkout.state', message: 'State' })}
                      autoComplete="address-level1"
                      options={stateOptions}
                      placeholder={t({ id: 'shop.checkout.choose-state', message: 'Choose a state' })}
                      {...bind('state')}
                    />
                  </div>
                </>
              )}
            </>
          )}
          <NewsletterOptIn checked={newsletter} onChange={setNewsletter} />
          {place.isError && <Alert message={failureMessage(place.error)} />}
          <Button
            type="submit"
            variant="primary"
            className="w-full sm:w-auto"
            disabled={place.isPending || (!shop.paymentsEnabled && !free)}
          >
            {free
              ? place.isPending
                ? t({ id: 'shop.checkout.getting-tickets', message: 'Getting your tickets…' })
                : t({ id: 'shop.checkout.get-free-tickets', message: 'Get free tickets' })
              : place.isPending
                ? t({ id: 'shop.checkout.starting-payment', message: 'Starting payment…' })
                : t({ id: 'shop.checkout.pay', message: `Pay ${total}` })}
          </Button>
          {!free && (
            <p className="text-xs text-ink-500">
              <Trans id="shop.checkout.paystack-note">
                You pay on Paystack’s page by card, bank, USSD or bank transfer, then come back here.
              </Trans>
            </p>
          )}
        </form>
        <aside className="h-fit rounded-card bg-cream-50 p-6 shadow-card ring-1 ring-ink-900/5">
          <h2 className="mb-2 font-display text-xl font-semibold">
            <Trans id="shop.order.your-order">Your order</Trans>
          </h2>
          <LineSummary
            lines={[
              ...lines.map((line) => ({ ...line, key: line.variantId })),
              ...tickets.map((ticket) => ({
                key: ticket.ticketTypeId,
                name: ticket.eventName,
                variantName: ticket.typeName,
                quantity: ticket.quantity,
                lineTotalKobo: ticket.lineTotalKobo,
              })),
            ]}
          />
          <div className="mt-4">
            <Totals
              subtotalKobo={cart.data.subtotalKobo}
              deliveryKobo={deliveryKobo}
              totalKobo={totalKobo}
              deliveryLabel={
                !hasGoods
                  ? null
                  : pickup
                    ? t({ id: 'shop.fulfilment.pickup', message: 'Pickup' })
                    : state
                      ? t({ id: 'shop.checkout.delivery-to', message: `Delivery to ${state}` })
                      : t({ id: 'shop.fulfilment.delivery', message: 'Delivery' })
              }
            />
          </div>
        </aside>
      </div>
    </ShopFrame>
  );
}
