import type { SearchKind } from '@shared/search';

/** How each kind is named: the tabs and suggestion groups (plural), a hit's badge (singular). */
export const KIND_LABELS: Record<SearchKind, { plural: string; singular: string }> = {
  artist: { plural: 'Artists', singular: 'Artist' },
  product: { plural: 'Music', singular: 'Music' },
  event: { plural: 'Events', singular: 'Event' },
  story: { plural: 'Stories', singular: 'Story' },
  post: { plural: 'Discussions', singular: 'Discussion' },
  reply: { plural: 'Replies', singular: 'Reply' },
};
