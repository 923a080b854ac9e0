// SIGTERM stops a server gracefully: it refuses new connections at once, finishes the requests in flight
// (their writes are stored), closes the database and exits 0; a restart finds the database consistent.
// A second signal stops it without waiting.
import { describe, expect, it } from 'vitest';
import { allForumPosts, allReplies, get, joinMember, listForums, writePost } from './support/community-api';
import { counterMismatches } from './support/counter-audit';
import { holdRequest } from './support/held-request';
import { acceptsConnections } from '@server/test/processes/ports';
import type { Ending, ServerProcess } from '@server/test/processes/server-process';
import { serverDrivers } from './support/server-databases';
import { useServerDatabase } from './support/use-server-database';

const IN_FLIGHT = 4;

/** Settles with how the process ended, or 'still running' after `ms`. */
function endingWithin(server: ServerProcess, ms: number): Promise<Ending | 'still running'> {
  return Promise.race([
    server.ended,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

describe.each(serverDrivers())('a server stopped with SIGTERM on %s', (driver) => {
  const database = useServerDatabase(driver);

  it('finishes the requests in flight, refuses new connections, closes the database, exits 0 and restarts cleanly', async () => {
    const server = await database.startServer();
    const member = await joinMember(server.url);
    const forum = (await listForums(server.url))[0]!;
    const post = await writePost(server.url, member.cookie, forum.id, 'Before the signal');
    const numbers = Array.from({ length: IN_FLIGHT }, (_, i) => i + 1);
    // Half on keep-alive connections, which a graceful stop must not wait on once they are idle.
    const held = await Promise.all([
      ...numbers.map((n) =>
        holdRequest(
          server.url,
          `/api/forums/${forum.id}/posts`,
          { title: `In flight ${n}`, content: 'Sent before the signal.' },
          { cookie: member.cookie, keepAlive: n % 2 === 0 },
        ),
      ),
      ...numbers.map((n) =>
        holdRequest(
          server.url,
          `/api/posts/${post.id}/replies`,
          { content: `In-flight reply ${n}` },
          { cookie: member.cookie, keepAlive: n % 2 === 1 },
        ),
      ),
      holdRequest(
        server.url,
        '/api/auth/join',
        { email: `in-flight-${driver}@example.com`, password: 'correct horse battery' },
        { keepAlive: true },
      ),
    ]);

    server.kill('SIGTERM');
    await expect.poll(() => acceptsConnections(server.port), { timeout: 5000, interval: 20 }).toBe(false);
    expect(held.filter((request) => request.answered())).toEqual([]);
    expect(await endingWithin(server, 200)).toBe('still running');

    for (const request of held) request.release();
    const answers = await Promise.all(held.map((request) => request.response));
    expect(answers.map((answer) => answer.status)).toEqual(held.map(() => 201));
    expect(await endingWithin(server, 5000)).toEqual({ code: 0, signal: null });

    const restarted = await database.startServer();
    expect(await get(restarted.url, '/api/health')).toEqual({ status: 'ok', database: driver });
    const posts = await allForumPosts(restarted.url, forum.id);
    expect(posts.map((p) => p.title).sort()).toEqual(
      ['Before the signal', ...numbers.map((n) => `In flight ${n}`)].sort(),
    );
    expect((await listForums(restarted.url)).find((f) => f.id === forum.id)?.postCount).toBe(IN_FLIGHT + 1);
    const replies = await allReplies(restarted.url, post.id);
    expect(replies.map((reply) => reply.content).sort()).toEqual(numbers.map((n) => `In-flight reply ${n}`));
    expect(posts.find((p) => p.id === post.id)?.replyCount).toBe(IN_FLIGHT);
    expect(await restarted.stop()).toEqual({ code: 0, signal: null });

    const direct = await database.open();
    try {
      expect(await counterMismatches(direct.db)).toEqual([]);
    } finally {
      await direct.close();
    }
  });

  it('stops at once, with exit code 1, on a second signal while a request is still running', async () => {
    const server = await database.startServer();
    const held = await holdRequest(server.url, '/api/auth/join', {
      email: `never-sent-${driver}@example.com`,
      password: 'correct horse battery',
    });
    server.kill('SIGTERM');
    // Refused connections show that the first signal was handled before the second is sent.
    await expect.poll(() => acceptsConnections(server.port), { timeout: 5000, interval: 20 }).toBe(false);
    expect(await endingWithin(server, 300)).toBe('still running');
    server.kill('SIGINT');
    expect(await endingWithin(server, 3000)).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('SIGINT again: stopping without waiting for the requests in flight.');
    await expect(held.response).rejects.toThrow();
  });
});
