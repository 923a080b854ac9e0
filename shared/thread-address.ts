// A thread's address: `/community/post/{id}-{slug}`, the slug made from its title on the server
// (server/db/slugs/thread-address.ts) and never stored, so a renamed thread's old address still finds it by
// its id and moves to the new one. The id alone answers too (older links, mails and bookmarks).
const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The address's param of a thread: its id, then its slug when it has one. */
export const threadParam = (id: string, slug: string) => (slug ? `${id}-${slug}` : id);

/** '/community/post/{id}-{slug}'. */
export const threadPath = (id: string, slug: string) => `/community/post/${threadParam(id, slug)}`;

/** The id an address's param names (its first 36 characters when they are a UUID), else the param itself. */
export function threadIdOf(param: string): string {
  const id = UUID_PREFIX.exec(param)?.[0];
  return id && (param.length === id.length || param[id.length] === '-') ? id : param;
}
