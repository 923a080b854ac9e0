import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { UnreadMark, UnreadMarks } from '@shared/schemas/community';
import { unreadKeys } from './unread-keys';

/** The marks of the threads a list shows: asked apart from the list, whose pages are the same for everyone. */
export const fetchUnreadMarks = (postIds: readonly string[], signal?: AbortSignal) =>
  apiGet<UnreadMarks>('/api/community/unread', { query: { posts: postIds.join(',') }, signal });

/** The API takes a page of posts at a time (POST_PAGE.max). */
const ASKED_AT_ONCE = 50;

/**
 * A member's "New" and "N new" for the threads shown, by post id; empty for visitors, who see no markers.
 * Asks for the newest ASKED_AT_ONCE threads of the list, which a list loaded page by page rarely passes.
 */
export function useUnreadMarks(postIds: readonly string[], signedIn: boolean): ReadonlyMap<string, UnreadMark> {
  const asked = postIds.slice(0, ASKED_AT_ONCE);
  const marks = useQuery({
    queryKey: unreadKeys.marks(asked),
    queryFn: ({ signal }) => fetchUnreadMarks(asked, signal),
    enabled: signedIn && asked.length > 0,
    // A page loaded later keeps the marks already shown while its own are asked for.
    placeholderData: keepPreviousData,
  });
  return new Map(signedIn ? (marks.data?.items ?? []).map((mark) => [mark.postId, mark]) : []);
}
