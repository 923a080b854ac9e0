import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NIGERIAN_STATES } from '@shared/shop';
import type { ShopSettings, ShopSettingsInput } from '@shared/schemas/shop';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { failureMessage } from '@client/lib/failure-message';
import { koboToPriceText, priceTextToKobo } from '@client/lib/price-text';
import { serverFieldError, useFocusRefusedField } from '@client/lib/server-field-error';
import { useAdminShopSettings } from '../api/get-shop-settings';
import { useSaveShopSettings } from '../api/save-shop-settings';
import { AdminPage } from '@client/components/admin/admin-page';
import { AdminPanel } from '@client/components/admin/admin-panel';

/** Delivery fees (a default and any state's own) and the pickup point, and whether payments are set up. */
export function AdminShopPage() {
  const { t } = useLingui();
  const settings = useAdminShopSettings();
  if (settings.isPending) return <Spinner className="py-section" />;
  if (settings.isError) {
    return (
      <AdminPage title={t({ id: 'shop.admin.settings.title', message: 'Shop settings' })}>
        <LoadFailure
          message={t({
            id: 'shop.admin.settings.load-failed',
            message: 'Failed to load the shop settings. Please try again.',
          })}
          query={settings}
        />
      </AdminPage>
    );
  }
  return <ShopSettingsForm settings={settings.data} />;
}

/** The form's field for a path the server names: the default fee, a state's fee, the pickup point. */
const FEE_KEY = 'fee';
const PICKUP_KEY = 'pickupPoint';
const stateKey = (state: string) => `state:${state}`;

function shopSettingsKey(path: string): string | undefined {
  if (path === 'deliveryFeeKobo') return FEE_KEY;
  if (path === PICKUP_KEY) return path;
  const state = /^stateFeesKobo\/(.+)$/.exec(path)?.[1];
  return state ? stateKey(state) : undefined;
}

function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useLingui();
  const save = useSaveShopSettings();
  const [fee, setFee] = useState(koboToPriceText(settings.deliveryFeeKobo));
  const [stateFees, setStateFees] = useState<Record<string, string>>(
    Object.fromEntries(Object.entries(settings.stateFeesKobo).map(([state, kobo]) => [state, koboToPriceText(kobo)])),
  );
  const [pickupEnabled, setPickupEnabled] = useState(settings.pickupEnabled);
  const [pickupPoint, setPickupPoint] = useState(settings.pickupPoint);
  const form = useRef<HTMLFormElement>(null);
  const refused = serverFieldError(save.error, shopSettingsKey);
  useFocusRefusedField(refused, form);
  const refusal = (key: string) => (refused?.key === key ? refused.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ShopSettingsInput = {
      deliveryFeeKobo: priceTextToKobo(fee),
      stateFeesKobo: Object.fromEntries(
        Object.entries(stateFees)
          .filter(([, text]) => text.trim() !== '')
          .map(([state, text]) => [state, priceTextToKobo(text)]),
      ),
      pickupEnabled,
      pickupPoint,
    };
    save.mutate(input);
  };
  return (
    <AdminPage
      title={t({ id: 'shop.admin.settings.title', message: 'Shop settings' })}
      intro={t({
        id: 'shop.admin.settings.intro',
        message: 'What delivery costs, and where buyers may collect instead.',
      })}
    >
      {!settings.paymentsEnabled && (
        <Alert
          className="mb-6"
          message={t({
            id: 'shop.admin.settings.payments-off',
            message: 'Payments are not set up: buyers cannot check out.',
          })}
          detail={t({
            id: 'shop.admin.settings.payments-off-detail',
            message:
              "Set PAYSTACK_SECRET_KEY (and PUBLIC_URL) in the server's environment and restart it; see the README's payment settings.",
          })}
        />
      )}
      <form ref={form} onSubmit={submit} className="space-y-6" noValidate>
        <AdminPanel
          title={t({ id: 'shop.fulfilment.delivery', message: 'Delivery' })}
          intro={t({
            id: 'shop.admin.settings.delivery-intro',
            message: "The default fee, and a state's own fee where it differs (empty: the default).",
          })}
          size="medium"
        >
          <TextField
            label={t({ id: 'shop.admin.settings.default-fee', message: 'Default delivery fee (₦)' })}
            type="number"
            min="0"
            step="0.01"
            value={fee}
            onChange={(e) => setFee(e.target.value)}
            error={refusal(FEE_KEY)}
            className="mt-4 max-w-xs"
          />
          <div className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {NIGERIAN_STATES.map((state) => (
              <TextField
                key={state}
                label={state}
                type="number"
                min="0"
                step="0.01"
                placeholder={fee}
                value={stateFees[state] ?? ''}
                onChange={(e) => setStateFees({ ...stateFees, [state]: e.target.value })}
                error={refusal(stateKey(state))}
              />
            ))}
          </div>
        </AdminPanel>
        <AdminPanel
          title={t({ id: 'shop.fulfilment.pickup', message: 'Pickup' })}
          intro={t({
            id: 'shop.admin.settings.pickup-intro',
            message: 'Buyers may collect their order for free from this point.',
          })}
          size="medium"
        >
          <label className="mt-4 flex items-center gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              checked={pickupEnabled}
              onChange={(e) => setPickupEnabled(e.target.checked)}
              className="size-5"
            />
            <Trans id="shop.admin.settings.offer-pickup">Offer pickup at checkout</Trans>
          </label>
          <TextField
            label={t({ id: 'shop.admin.settings.pickup-point', message: 'Pickup point' })}
            value={pickupPoint}
            onChange={(e) => setPickupPoint(e.target.value)}
            error={refusal(PICKUP_KEY)}
            className="mt-4"
          />
        </AdminPanel>
        {save.isError && !refused && (
          <Alert
            message={t({ id: 'shop.admin.settings.save-failed', message: 'Failed to save the shop settings.' })}
            detail={failureMessage(save.error)}
          />
        )}
        {save.isSuccess && (
          <StatusMessage>
            <Trans id="shop.admin.settings.saved">Shop settings saved.</Trans>
          </StatusMessage>
        )}
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? (
            <Trans id="shop.admin.settings.saving">Saving…</Trans>
          ) : (
            <Trans id="shop.admin.settings.save">Save settings</Trans>
          )}
        </Button>
      </form>
    </AdminPage>
  );
}
