// Under the forum's 'community' root on purpose: a new post changes the post count shown here, and a
// new name or avatar shows on the forum's screens, so each side's writes refresh the other.
import { COMMUNITY_ROOT } from '@shared/query-keys';

export { COMMUNITY_ROOT };

// eslint-disable-next-line lingui/no-unlocalized-strings -- a query key
export const profileKey = (uid: string) => [COMMUNITY_ROOT, 'profile', uid] as const;
