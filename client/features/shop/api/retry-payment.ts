// "Try again": a new payment for an order whose last one did not go through.
import { useMutation } from '@tanstack/react-query';
import type { CheckoutAnswer } from '@shared/schemas/shop';
import { apiPost } from '@client/lib/api/api-client';

export function useRetryPayment(reference: string, key: string | null) {
  return useMutation({
    mutationFn: () =>
      apiPost<CheckoutAnswer>(`/api/orders/${encodeURIComponent(reference)}/retry`, undefined, { query: { key } }),
  });
}
