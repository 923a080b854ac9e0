// A visitor's orders by mail: the links to each one's page, sent to the address they bought with.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@client/lib/api/api-client';

export function useOrderLinks() {
  return useMutation({
    mutationFn: (email: string) => apiPost<{ message: string }>('/api/orders/links', { email }),
  });
}
