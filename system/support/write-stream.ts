// A member writing posts and replies to them as fast as the server takes them, several requests at a time,
// until the server goes away. Every write the server acknowledged (201) is recorded with its id.
import { ApiError, writePost, writeReply } from './community-api';

export interface AcknowledgedPost {
  id: string;
  forumId: string;
  title: string;
}
export interface AcknowledgedReply {
  id: string;
  postId: string;
  content: string;
}

export interface WriteStream {
  posts: AcknowledgedPost[];
  replies: AcknowledgedReply[];
  /** Requests sent and not yet answered. */
  inFlight(): number;
  /** Settles with the first acknowledged write, or when the writers stopped without one. */
  firstAcknowledged: Promise<void>;
  /** Settles when every writer has stopped (the server went away); lists any answer other than 201. */
  finished: Promise<{ refusals: string[] }>;
}

/** A failed connection (refused, reset, or closed mid-answer: undici's 'terminated'): the server is gone. */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated');
}

export function startWriteStream(base: string, cookie: string, forumIds: string[], writers: number): WriteStream {
  const posts: AcknowledgedPost[] = [];
  const replies: AcknowledgedReply[] = [];
  const refusals: string[] = [];
  let pending = 0;
  let writes = 0;
  let acknowledge!: () => void;
  const firstAcknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

  async function writeOnce(): Promise<void> {
    writes += 1;
    const n = writes;
    // About one post for two replies, so that posts collect several replies each.
    if (posts.length === 0 || Math.random() < 0.35) {
      const forumId = pick(forumIds);
      const title = `Crash-test post ${n}`;
      const post = await writePost(base, cookie, forumId, title);
      posts.push({ id: post.id, forumId, title });
    } else {
      const postId = pick(posts).id;
      const content = `Crash-test reply ${n}`;
      const reply = await writeReply(base, cookie, postId, content);
      replies.push({ id: reply.id, postId, content });
    }
    acknowledge();
  }

  async function writer(): Promise<void> {
    for (;;) {
      pending += 1;
      try {
        await writeOnce();
      } catch (error) {
        if (isConnectionFailure(error)) return;
        refusals.push(error instanceof ApiError ? error.message : String(error));
        return;
      } finally {
        pending -= 1;
      }
    }
  }

  const finished = Promise.all(Array.from({ length: writers }, writer)).then(() => {
    acknowledge();
    return { refusals };
  });
  return { posts, replies, inFlight: () => pending, firstAcknowledged, finished };
}
