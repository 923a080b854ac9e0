import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@client/lib/api/api-client';
import type { AdminSection } from '@client/lib/paths';
import { entryPath } from './admin-paths';
import { useRefreshAfterWrite } from './refresh-after-write';

export const deleteEntry = (section: AdminSection, id: string) => apiDelete(entryPath(section, id));

export function useDeleteEntry(section: AdminSection, id: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: () => deleteEntry(section, id), onSuccess: () => refresh() });
}
