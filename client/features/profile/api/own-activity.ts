import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';
import type { MemberReplyPage, PostPage } from '@shared/schemas/community';
import { COMMUNITY_ROOT } from './profile-keys';

/** Under 'community': a post, reply or deletion anywhere refreshes them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a query key
const ownKey = (uid: string, kind: 'posts' | 'replies') => [COMMUNITY_ROOT, 'own', uid, kind] as const;

/** The signed-in member's posts and replies, newest first, 10 a page (their deleted ones left out). */
export const useOwnPosts = (uid: string) =>
  useCursorPages(ownKey(uid, 'posts'), (cursor, signal) =>
    apiGet<PostPage>('/api/me/posts', { query: { cursor }, signal }),
  );

export const useOwnReplies = (uid: string) =>
  useCursorPages(ownKey(uid, 'replies'), (cursor, signal) =>
    apiGet<MemberReplyPage>('/api/me/replies', { query: { cursor }, signal }),
  );
