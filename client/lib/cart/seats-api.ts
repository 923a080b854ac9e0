// Seats of ticket types in the cart: the event page adds them, the cart page changes them. Apart from
// cart-api.ts, which every screen loads for the header's count: these load with the screens that use them.
import type { Cart } from '@shared/schemas/shop';
import { apiDelete, apiPost, apiPut } from '@client/lib/api/api-client';
import { useCartChange } from './cart-api';

/** The event page's choice of seats, added at once. */
export const useAddTickets = () =>
  useCartChange((tickets: Array<{ ticketTypeId: string; quantity: number }>) =>
    apiPost<Cart>('/api/cart/tickets', { tickets }),
  );

export const useSetSeats = () =>
  useCartChange(({ ticketTypeId, quantity }: { ticketTypeId: string; quantity: number }) =>
    apiPut<Cart>(`/api/cart/tickets/${encodeURIComponent(ticketTypeId)}`, { quantity }),
  );

export const useRemoveSeats = () =>
  useCartChange(({ ticketTypeId }: { ticketTypeId: string }) =>
    apiDelete<Cart>(`/api/cart/tickets/${encodeURIComponent(ticketTypeId)}`),
  );
