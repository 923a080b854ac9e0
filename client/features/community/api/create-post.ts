import { apiPost } from '@client/lib/api/api-client';
import type { NewPostBody, Post } from '@shared/schemas/community';
import { usePostWrite } from './community-cache';

/** `tags` is the comma-separated text as typed; the server parses it as its schema's rules read it. */
export const createPost = (forumId: string, body: NewPostBody) =>
  apiPost<Post>(`/api/forums/${encodeURIComponent(forumId)}/posts`, body);

export const useCreatePost = (forumId: string) => usePostWrite((body: NewPostBody) => createPost(forumId, body));
