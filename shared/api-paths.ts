// API addresses that both sides spell. The client fetches them, and the server names the same ones in a
// page's HTML so that the browser starts them while the code downloads (server/pages/data-preloads.ts): a
// preload is used only by a fetch of the very same address, so there is one spelling.
import type { CatalogListName } from './domain';

export const apiPaths = {
  home: '/api/home',
  catalogItem: (list: CatalogListName, slug: string) => `/api/${list}/${encodeURIComponent(slug)}`,
  post: (postId: string) => `/api/posts/${encodeURIComponent(postId)}`,
  replies: (postId: string) => `${apiPaths.post(postId)}/replies`,
  /** A member's like of a post or a reply: PUT likes, DELETE takes it back. */
  postLike: (postId: string) => `${apiPaths.post(postId)}/like`,
  replyLike: (replyId: string) => `/api/replies/${encodeURIComponent(replyId)}/like`,
  profile: (handle: string) => `/api/profiles/${encodeURIComponent(handle)}`,
};

/**
 * An address with its query string, as the client's fetch asks for it (null and undefined values left out,
 * the others in their order): a page's preload of an answer must be the very same address.
 */
export function apiAddress(path: string, query: Readonly<Record<string, string | number | null | undefined>> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
