import { apiPatch } from '@client/lib/api/api-client';
import type { NewPostBody, Post } from '@shared/schemas/community';
import { usePostWrite } from './community-cache';

/** The author's own edit. */
export const editPost = (postId: string, body: NewPostBody) =>
  apiPatch<Post>(`/api/posts/${encodeURIComponent(postId)}`, body);

export const useEditPost = (postId: string) => usePostWrite((body: NewPostBody) => editPost(postId, body));
