import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchKind } from '@shared/search';

/** How each kind is named: the tabs and suggestion groups (plural), a hit's badge (singular). Shown with `i18n._`. */
export const KIND_LABELS: Record<SearchKind, { plural: MessageDescriptor; singular: MessageDescriptor }> = {
  artist: {
    plural: msg({ id: 'search.kind.artist-plural', message: 'Artists' }),
    singular: msg({ id: 'search.kind.artist-singular', message: 'Artist' }),
  },
  product: {
    plural: msg({ id: 'search.kind.product-plural', message: 'Music' }),
    singular: msg({ id: 'search.kind.product-singular', message: 'Music' }),
  },
  event: {
    plural: msg({ id: 'search.kind.event-plural', message: 'Events' }),
    singular: msg({ id: 'search.kind.event-singular', message: 'Event' }),
  },
  story: {
    plural: msg({ id: 'search.kind.story-plural', message: 'Stories' }),
    singular: msg({ id: 'search.kind.story-singular', message: 'Story' }),
  },
  post: {
    plural: msg({ id: 'search.kind.post-plural', message: 'Discussions' }),
    singular: msg({ id: 'search.kind.post-singular', message: 'Discussion' }),
  },
  reply: {
    plural: msg({ id: 'search.kind.reply-plural', message: 'Replies' }),
    singular: msg({ id: 'search.kind.reply-singular', message: 'Reply' }),
  },
};
