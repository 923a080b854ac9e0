// Mails a draft to the admin alone, to read it as subscribers will.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@client/lib/api/api-client';

export function useSendTest() {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<{ message: string }>(`/api/admin/newsletter/issues/${encodeURIComponent(id)}/test`),
  });
}
