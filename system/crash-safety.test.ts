// A server killed with SIGKILL while it acknowledges a stream of posts and replies loses none of them:
// after a restart on the same database it is healthy, every acknowledged write is readable, and every
// counter equals the rows it counts.
import { describe, expect, it } from 'vitest';
import type { Post } from '@shared/schemas/community';
import { allForumPosts, allReplies, get, joinMember, listForums, newestOf } from './support/community-api';
import { counterMismatches, rowCounts, staleLastPosts } from './support/counter-audit';
import { serverDrivers } from './support/server-databases';
import { useServerDatabase } from './support/use-server-database';
import { startWriteStream } from './support/write-stream';

const WRITERS = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(serverDrivers())('a server killed with SIGKILL on %s', (driver) => {
  const database = useServerDatabase(driver);

  it('restarts on the same database with every acknowledged post and reply, and exact counters', async () => {
    const first = await database.startServer();
    const member = await joinMember(first.url);
    const forumIds = (await listForums(first.url)).map((forum) => forum.id);
    const stream = startWriteStream(first.url, member.cookie, forumIds, WRITERS);
    await stream.firstAcknowledged;
    const killAfter = 300 + Math.floor(Math.random() * 1200);
    await pause(killAfter);
    const inFlight = stream.inFlight();
    first.kill('SIGKILL');
    expect(await first.ended).toEqual({ code: null, signal: 'SIGKILL' });
    expect((await stream.finished).refusals).toEqual([]);
    const acknowledged = { posts: stream.posts.length, replies: stream.replies.length };
    console.log(
      `${driver}: killed ${killAfter} ms into the stream, ${inFlight} writes in flight, acknowledged`,
      acknowledged,
    );
    expect(acknowledged.posts).toBeGreaterThan(0);

    const second = await database.startServer();
    expect(await get(second.url, '/api/health')).toEqual({ status: 'ok', database: driver });

    for (const post of stream.posts) {
      const stored = await get<Post>(second.url, `/api/posts/${post.id}`);
      expect({ id: stored.id, forumId: stored.forumId, title: stored.title }).toEqual(post);
      const replies = await allReplies(second.url, post.id);
      const acknowledgedReplies = stream.replies.filter((reply) => reply.postId === post.id);
      expect(replies.map((reply) => ({ id: reply.id, postId: reply.postId, content: reply.content }))).toEqual(
        expect.arrayContaining(acknowledgedReplies),
      );
      expect(stored.replyCount, `replyCount of ${post.title}`).toBe(replies.length);
    }
    for (const forum of await listForums(second.url)) {
      const posts = await allForumPosts(second.url, forum.id);
      const acknowledgedIds = stream.posts.filter((post) => post.forumId === forum.id).map((post) => post.id);
      expect(posts.map((post) => post.id)).toEqual(expect.arrayContaining(acknowledgedIds));
      expect(forum.postCount, `postCount of ${forum.name}`).toBe(posts.length);
      const newestIds = posts.length > 0 ? newestOf(posts).map((post) => post.id) : [null];
      expect(forum.lastPost?.id ?? null, `lastPost of ${forum.name}`).toBeOneOf(newestIds);
    }

    // A clean stop after the recovery, then every counter against every row (also writes that committed
    // but whose answer the kill cut off); PGlite can only be opened here once the server has let go of it.
    expect(await second.stop()).toEqual({ code: 0, signal: null });
    const direct = await database.open();
    try {
      expect(await counterMismatches(direct.db)).toEqual([]);
      expect(await staleLastPosts(direct.db)).toEqual([]);
      const rows = await rowCounts(direct.db);
      expect(rows.posts).toBeGreaterThanOrEqual(acknowledged.posts);
      expect(rows.replies).toBeGreaterThanOrEqual(acknowledged.replies);
      expect(rows.posts + rows.replies).toBeLessThanOrEqual(acknowledged.posts + acknowledged.replies + inFlight);
    } finally {
      await direct.close();
    }
  });
});
