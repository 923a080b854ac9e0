// A member's community writes through the real routes, as the browser sends them.
import type { App } from '@server/app';

export async function writePost(
  app: App,
  cookie: string | undefined,
  forumId: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/forums/${forumId}/posts`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

export async function writeReply(app: App, cookie: string | undefined, postId: string, content: string) {
  return app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    headers: cookie ? { cookie } : {},
    payload: { content },
  });
}
