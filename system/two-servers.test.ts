// Two server processes on one PostgreSQL database, as behind a load balancer: a session made on one is
// honoured by the other, and counters stay exact when writes to one post or one forum are split between
// them. (PGlite is embedded in one process, so this is PostgreSQL only; the rate limiter is per process.)
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/schemas/auth';
import type { Forum, Post } from '@shared/schemas/community';
import {
  allForumPosts,
  allReplies,
  get,
  joinMember,
  listForums,
  newestOf,
  writePost,
  writeReply,
} from './support/community-api';
import { counterMismatches, staleLastPosts } from './support/counter-audit';
import type { ServerProcess } from '@server/test/processes/server-process';
import { useServerDatabase } from './support/use-server-database';

const REPLIES = 100;
const POSTS = 20;
const WRITERS_PER_SERVER = 5;

/** Runs `count` writes, write n on server n % servers.length, with WRITERS_PER_SERVER in flight on each at once. */
async function splitWrites<T>(
  servers: ServerProcess[],
  count: number,
  write: (server: ServerProcess, n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const queues = servers.map((_, i) =>
    Array.from({ length: count }, (_, n) => n).filter((n) => n % servers.length === i),
  );
  await Promise.all(
    queues.flatMap((queue, i) =>
      Array.from({ length: WRITERS_PER_SERVER }, async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) results.push(await write(servers[i]!, n));
      }),
    ),
  );
  return results;
}

// vitest.config.ts includes this file only when TEST_DATABASE_URL names a PostgreSQL server.
describe('two servers on one postgres database', () => {
  const database = useServerDatabase('postgres');
  let servers: ServerProcess[];
  beforeAll(async () => {
    // Both at once, on an empty database: migrations, seeding and the first admin must not race.
    servers = await Promise.all([database.startServer(), database.startServer()]);
  });

  it('honours on server B a session made on server A', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const member = await joinMember(a.url);
    expect((await get<SessionState>(b.url, '/api/auth/session', member.cookie)).user?.uid).toBe(member.uid);
    expect(await get<SessionState>(b.url, '/api/auth/session')).toEqual({ user: null });
  });

  it('keeps replyCount, postCount and lastPost exact under writes split between the servers', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const member = await joinMember(a.url);
    const [replyForum, postForum] = (await listForums(b.url)) as [Forum, Forum];
    const post = await writePost(a.url, member.cookie, replyForum.id, 'One post, two servers');

    const replies = await splitWrites(servers, REPLIES, (server, n) =>
      writeReply(server.url, member.cookie, post.id, `Reply ${n}`),
    );
    expect(replies).toHaveLength(REPLIES);
    for (const server of [a, b]) {
      const stored = await get<Post>(server.url, `/api/posts/${post.id}`);
      const listed = await allReplies(server.url, post.id);
      expect(stored.replyCount).toBe(REPLIES);
      expect(listed.map((reply) => reply.id).sort()).toEqual(replies.map((reply) => reply.id).sort());
      expect(stored.lastReply?.createdAt).toBe(listed[listed.length - 1]?.createdAt);
    }

    const posts = await splitWrites(servers, POSTS, (server, n) =>
      writePost(server.url, member.cookie, postForum.id, `Split post ${n}`),
    );
    const newest = newestOf(posts).map(({ id, title, author, authorHandle, createdAt }) => ({
      id,
      title,
      author,
      authorHandle,
      createdAt,
    }));
    for (const server of [a, b]) {
      const forum = (await listForums(server.url)).find((f) => f.id === postForum.id)!;
      const listed = await allForumPosts(server.url, postForum.id);
      expect(forum.postCount).toBe(POSTS);
      expect(listed.map((p) => p.id).sort()).toEqual(posts.map((p) => p.id).sort());
      expect(newest).toContainEqual(forum.lastPost);
      expect(listed[0]?.createdAt).toBe(newest[0]?.createdAt);
    }

    const direct = await database.open();
    try {
      expect(await counterMismatches(direct.db)).toEqual([]);
      expect(await staleLastPosts(direct.db)).toEqual([]);
    } finally {
      await direct.close();
    }
  });
});
