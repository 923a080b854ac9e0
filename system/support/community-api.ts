// The few API calls the system tests make against a running server, as a program (not a browser) would.
import type { SessionState } from '@shared/schemas/auth';
import type { CommunityHub, Forum, Post, PostPage, PostSummary, Reply, ReplyPage } from '@shared/schemas/community';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

/** Any call; the answer's status, body and headers (a status of 400 or more throws). */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text);
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export const get = async <T>(base: string, path: string, cookie?: string): Promise<T> =>
  (await call<T>(base, 'GET', path, cookie)).body;

let accounts = 0;

/** Joins as a new member; returns the session cookie to send with writes. */
export async function joinMember(base: string): Promise<{ cookie: string; uid: string }> {
  accounts += 1;
  const email = `system-${process.pid}-${Date.now()}-${accounts}@example.com`;
  const response = await call<SessionState>(base, 'POST', '/api/auth/join', undefined, {
    email,
    password: 'correct horse battery',
  });
  const token = /griot_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token || !response.body.user) throw new Error('join answered without a session');
  return { cookie: `griot_session=${token}`, uid: response.body.user.uid };
}

export const listForums = async (base: string): Promise<Forum[]> =>
  (await get<CommunityHub>(base, '/api/community')).forums;

export async function writePost(base: string, cookie: string, forumId: string, title: string): Promise<Post> {
  const response = await call<Post>(base, 'POST', `/api/forums/${forumId}/posts`, cookie, {
    title,
    content: `${title}: the body.`,
  });
  if (response.status !== 201) throw new Error(`a new post answered ${response.status}`);
  return response.body;
}

export async function writeReply(base: string, cookie: string, postId: string, content: string): Promise<Reply> {
  const response = await call<Reply>(base, 'POST', `/api/posts/${postId}/replies`, cookie, { content });
  if (response.status !== 201) throw new Error(`a reply answered ${response.status}`);
  return response.body;
}

/** Every post of a forum, newest first, through its pages. */
export async function allForumPosts(base: string, forumId: string): Promise<PostSummary[]> {
  const items: PostSummary[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: PostPage = await get<PostPage>(base, `/api/forums/${forumId}/posts?limit=50${query}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Every reply of a post, oldest first, through its pages. */
export async function allReplies(base: string, postId: string): Promise<Reply[]> {
  const items: Reply[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: ReplyPage = await get<ReplyPage>(base, `/api/posts/${postId}/replies?limit=100${query}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The posts with the newest time: times are kept to the millisecond, so two may share it. */
export function newestOf<T extends { createdAt: string }>(posts: T[]): T[] {
  const newest = posts.reduce((latest, post) => (post.createdAt > latest ? post.createdAt : latest), '');
  return posts.filter((post) => post.createdAt === newest);
}
