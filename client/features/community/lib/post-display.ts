// Small rules of how posts are shown (docs/product.md §9): cards show at most 3 tags; counts read naturally.
import { plural, t } from '@lingui/core/macro';
import { ApiError } from '@client/lib/api/api-errors';

export const CARD_TAG_LIMIT = 3;

/** The tags a card shows: the first three, in the author's order. */
export function visibleTags(tags: readonly string[]): string[] {
  return tags.slice(0, CARD_TAG_LIMIT);
}

/** 1 → '1 post', 0 → '0 posts', 2 → '2 replies'. */
export function countLabel(count: number, noun: 'post' | 'reply' | 'like'): string {
  switch (noun) {
    case 'post':
      return t({ id: 'community.count.posts', message: plural(count, { one: '# post', other: '# posts' }) });
    case 'reply':
      return t({ id: 'community.count.replies', message: plural(count, { one: '# reply', other: '# replies' }) });
    case 'like':
      return t({ id: 'community.count.likes', message: plural(count, { one: '# like', other: '# likes' }) });
  }
}

/**
 * The server said the forum or post does not exist: 404, or 400 for an address whose id is not even
 * well formed (as opposed to a failed load worth retrying).
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.isNotFound || error.status === 400);
}
