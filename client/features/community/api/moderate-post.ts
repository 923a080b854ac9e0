import { apiPatch } from '@client/lib/api/api-client';
import type { ModerationBody, Post } from '@shared/schemas/community';
import { usePostWrite } from './community-cache';

/** Admin: pin, unpin, lock or unlock. */
export const moderatePost = (postId: string, flags: ModerationBody) =>
  apiPatch<Post>(`/api/admin/posts/${encodeURIComponent(postId)}`, flags);

export const useModeratePost = (postId: string) => usePostWrite((flags: ModerationBody) => moderatePost(postId, flags));
