import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@client/lib/api/api-client';
import type { DemoContentRemoved } from '@shared/schemas/demo-content';
import { useRefreshAfterWrite } from './refresh-after-write';

/** Removes the demo catalogue, members, posts and replies for good (docs/product.md §10). */
export const removeDemoContent = () => apiDelete<DemoContentRemoved>('/api/admin/demo-content');

export function useRemoveDemoContent() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: removeDemoContent, onSuccess: () => refresh() });
}
