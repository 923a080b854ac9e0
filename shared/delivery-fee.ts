// What delivery costs a buyer, the same on the checkout screen and in the order the server makes.
import type { Fulfilment } from './shop';

export interface DeliveryFees {
  deliveryFeeKobo: number;
  /** Fees that differ from the default, by state. */
  stateFeesKobo: Record<string, number>;
}

/** Nothing for pickup, the state's own fee, or the default. */
export function deliveryFeeKobo(fees: DeliveryFees, fulfilment: Fulfilment, state: string | undefined): number {
  if (fulfilment === 'pickup') return 0;
  return (state ? fees.stateFeesKobo[state] : undefined) ?? fees.deliveryFeeKobo;
}
