// A thread's slug, made from its title each time it is needed rather than stored: a title edit moves the
// address at once, and the id in front still finds the thread from any older one (shared/thread-address.ts).
import { threadPath } from '@shared/thread-address';
import { slugify } from './slugify';

/** The slug of a thread titled `title`; none for an empty title. */
export const threadSlug = (title: string) => (title.trim() ? slugify(title) : '');

/** The thread's path, from its id and title. */
export const threadPathOf = (id: string, title: string) => threadPath(id, threadSlug(title));
