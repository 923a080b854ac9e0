// The forum page opens its new-post form when its address asks for it (the hub's New Post).
import { paths } from '@client/lib/paths';

export const COMPOSE_PARAM = 'compose';

/** '/community/forum/{id}?compose=1' */
export function composeLink(forumId: string): string {
  return `${paths.forum.to(forumId)}?${COMPOSE_PARAM}=1`;
}
