// The forum's API: the hub, forums and their posts, posts and their replies, and the writes on them.
import { apiDelete, apiGet, apiPatch, apiPost } from '@client/api/api-client';
import type { CommunityHub, Forum, ModerationBody, NewPostBody, Post, PostPage, Reply, ReplyPage } from '@shared/schemas/community';

const id = encodeURIComponent;

export const fetchHub = (signal?: AbortSignal) => apiGet<CommunityHub>('/api/community', { signal });

export const fetchForum = (forumId: string, signal?: AbortSignal) => apiGet<Forum>(`/api/forums/${id(forumId)}`, { signal });

/** 20 posts a page, pinned first, then newest first. */
export const fetchForumPosts = (forumId: string, cursor: string | null, signal?: AbortSignal) =>
  apiGet<PostPage>(`/api/forums/${id(forumId)}/posts`, { query: { cursor }, signal });

/** `tags` is the comma-separated text as typed; the server parses it with the shared rules. */
export const createPost = (forumId: string, body: NewPostBody) => apiPost<Post>(`/api/forums/${id(forumId)}/posts`, body);

export const fetchPost = (postId: string, signal?: AbortSignal) => apiGet<Post>(`/api/posts/${id(postId)}`, { signal });

/** 50 replies a page, oldest first. */
export const fetchReplies = (postId: string, cursor: string | null, signal?: AbortSignal) =>
  apiGet<ReplyPage>(`/api/posts/${id(postId)}/replies`, { query: { cursor }, signal });

export const createReply = (postId: string, content: string) => apiPost<Reply>(`/api/posts/${id(postId)}/replies`, { content });

/** The author's own edit. */
export const updatePost = (postId: string, body: NewPostBody) => apiPatch<Post>(`/api/posts/${id(postId)}`, body);

export const updateReply = (replyId: string, content: string) => apiPatch<Reply>(`/api/replies/${id(replyId)}`, { content });

/** Admin: pin, unpin, lock or unlock. */
export const moderatePost = (postId: string, flags: ModerationBody) => apiPatch<Post>(`/api/admin/posts/${id(postId)}`, flags);

export const deletePost = (postId: string) => apiDelete(`/api/admin/posts/${id(postId)}`);

export const deleteReply = (replyId: string) => apiDelete(`/api/admin/replies/${id(replyId)}`);
