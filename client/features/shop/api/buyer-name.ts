// The name a checkout is filled in with: what the buyer last gave on this device (a member's, or a guest's
// kept with their order), else a member's display name from their profile.
import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_ROOT } from '@shared/query-keys';
import { defaultDisplayName } from '@shared/schemas/auth-limits';
import type { Profile } from '@shared/schemas/community';
import { apiGet } from '@client/lib/api/api-client';
import { keptOrders } from '@client/lib/offline/kept-orders';
import { rememberedName } from '../lib/remembered-buyer';

/** The buyer's name for this checkout, or '' while it is not known (yet). */
export function useBuyerName(uid: string | null): string {
  const remembered = uid ? rememberedName() : (keptOrders()[0]?.buyerName ?? '');
  // The profile's own query (client/features/profile/api/profile-keys.ts): one fetch for both screens.
  const profile = useQuery({
    queryKey: [COMMUNITY_ROOT, 'profile', uid],
    queryFn: ({ signal }) => apiGet<Profile>('/api/me/profile', { signal }),
    enabled: uid !== null && remembered === '',
  });
  if (remembered || !uid || !profile.data?.exists) return remembered;
  // "Member 4821", the name of a member who chose none, is no one's name on a ticket.
  const name = profile.data.displayName;
  return name === defaultDisplayName(uid) ? '' : name;
}
