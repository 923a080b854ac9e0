// The kept-answer door over a real socket (app.inject goes around the HTTP server, so around the door too):
// a visitor's repeated read of a kept list gets, from the door, the head and bytes Fastify sent; everything
// the door cannot be sure of goes through Fastify.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { writePost } from '@server/test/community-writes';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe.each(testDrivers())('the kept-answer door on %s', (driver) => {
  const logLines: string[] = [];
  const ctx = useTestApp(driver, { metrics: { port: 0, host: '127.0.0.1' } }, { logLines });

  const listening = async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return new URL(address).port;
  };
  const get = (port: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      sent.on('error', reject);
      sent.end();
    });
  /** What a head says, without the one header Node writes for each answer. */
  const headOf = ({ headers }: Answer) => {
    const { date, ...rest } = headers;
    expect(date).toEqual(expect.any(String));
    return rest;
  };
  const answered = () => ctx.app.keptAnswerDoor.answered;
  const forumWithPosts = async (count: number) => {
    const forum = await buildForum(ctx.database.db);
    for (let n = 0; n < count; n += 1)
      await buildPost(ctx.database.db, forum.id, { content: `A long enough post about highlife, number ${n}.` });
    return forum;
  };

  it('knows every hook a kept answer passes through: one added there must be weighed for the door', () => {
    // The door answers without Fastify's hooks: it checks the session cookie itself, replays the headers the
    // onRequest and onSend hooks set, and writes the request line and the metrics itself. A forgery check
    // and a suspended member's check refuse writes only. A new hook here is one the door would skip: decide
    // what the door must do about it (kept-answer-door.ts), then add its name below.
    const onRequest = ['securityHeaders', 'refuseForgedWrites', 'readSessionCookie', 'answerFromKeptAnswer'];
    const allowed = {
      onRequest: [onRequest, [...onRequest.slice(0, 3), 'refuseSuspendedWrites', onRequest[3]!]],
      onSend: [['emptyDeclaredCaches'], ['emptyDeclaredCaches', 'communityCaching']],
      onResponse: [['writeRequestLine', 'learnKeptHead', 'countRequest']],
    };
    const lines = ctx.app.printRoutes({ includeHooks: true, commonPrefix: false, method: 'GET' }).split('\n');
    const hooksOf = (line: string) => {
      const [, kind, names] = /• \((\w+)\) (\[.*\])/.exec(line) ?? [];
      return kind ? { kind, names: (JSON.parse(names!) as string[]).map((name) => name.replace('()', '')) } : null;
    };
    let keptRoutes = 0;
    let checked = 0;
    lines.forEach((line, index) => {
      if (!line.includes('answerFromKeptAnswer')) return;
      keptRoutes += 1;
      for (let next = index; next < lines.length; next += 1) {
        const hooks = hooksOf(lines[next]!);
        if (!hooks) break;
        // The hooks after onRequest that only run once it lets the request through are never a kept answer's.
        if (!['onRequest', 'onSend', 'onResponse'].includes(hooks.kind)) continue;
        checked += 1;
        const kinds = allowed as Record<string, string[][]>;
        expect(kinds[hooks.kind], `${hooks.kind} hooks of a kept answer`).toContainEqual(hooks.names);
      }
    });
    // The lists of products, artists, events and stories, their details and filters, the forum and reply
    // pages, search.
    expect(keptRoutes).toBeGreaterThanOrEqual(10);
    expect(checked).toBe(keptRoutes * 3);
  });

  it('stands in an HTTP server set up as Fastify sets up its own', () => {
    expect(ctx.app.server.keepAliveTimeout).toBe(72_000);
    expect(ctx.app.server.requestTimeout).toBe(0);
    expect(ctx.app.server.timeout).toBe(0);
  });

  it("answers a visitor's second read of a kept list with the head and bytes Fastify sent the first time", async () => {
    const forum = await forumWithPosts(2);
    const port = await listening();
    for (const path of [`/api/forums/${forum.id}/posts`, '/api/products?limit=2']) {
      const before = answered();
      const fromFastify = await get(port, path);
      expect(answered()).toBe(before);
      const fromDoor = await get(port, path);
      expect(answered()).toBe(before + 1);
      expect(fromDoor.status).toBe(200);
      expect(fromDoor.body.equals(fromFastify.body)).toBe(true);
      expect(headOf(fromDoor)).toEqual(headOf(fromFastify));
      expect(fromDoor.headers['content-security-policy']).toContain("default-src 'none'");
      expect(fromDoor.headers.etag).toEqual(expect.any(String));
    }
  });

  it('logs and counts its answers like Fastify answers, with request ids from the same counter', async () => {
    const forum = await forumWithPosts(1);
    const port = await listening();
    logLines.length = 0;
    await get(port, `/api/forums/${forum.id}/posts`);
    await get(port, `/api/forums/${forum.id}/posts`);
    expect(answered()).toBe(1);
    const lines = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(lines.map(({ method, route, status }) => [method, route, status])).toEqual([
      ['GET', '/api/forums/:forumId/posts', 200],
      ['GET', '/api/forums/:forumId/posts', 200],
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(2);
    expect(lines[1]).not.toHaveProperty('account');
    const counted = await ctx.app.metrics!.getSingleMetricAsString('griot_http_requests_total');
    expect(counted).toContain(
      'griot_http_requests_total{method="GET",route="/api/forums/:forumId/posts",status="200"} 2',
    );
  });

  it('learns each encoding from its own first answer and sends it compressed', async () => {
    const forum = await forumWithPosts(20);
    const path = `/api/forums/${forum.id}/posts`;
    const port = await listening();
    const plain = await get(port, path);
    expect(plain.body.length).toBeGreaterThan(1024);
    const first = await get(port, path, { 'accept-encoding': 'br' });
    expect(answered()).toBe(0);
    const second = await get(port, path, { 'accept-encoding': 'br' });
    expect(answered()).toBe(1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(headOf(second)).toEqual(headOf(first));
    expect(second.headers.etag).not.toBe(plain.headers.etag);
  });

  it('leaves to Fastify a session, a revalidation, a HEAD and another cookie only when it is a session', async () => {
    const forum = await forumWithPosts(1);
    const path = `/api/forums/${forum.id}/posts`;
    const member = await joinAs(ctx.app, ctx.database.db);
    const port = await listening();
    const first = await get(port, path);
    expect((await get(port, path, { cookie: member.cookie })).status).toBe(200);
    expect((await get(port, path, { 'if-none-match': first.headers.etag! })).status).toBe(304);
    expect((await get(port, path, {}, 'HEAD')).status).toBe(200);
    expect(answered()).toBe(0);
    // A visitor's cart cookie is not a session: the page is a visitor's.
    const withCart = await get(port, path, { cookie: 'griot_cart=some-cart-token' });
    expect(answered()).toBe(1);
    expect(withCart.body.equals(first.body)).toBe(true);
  });

  it('never sends an answer a write has emptied: the next read is built again and shows the write', async () => {
    const forum = await forumWithPosts(1);
    const path = `/api/forums/${forum.id}/posts`;
    const member = await joinAs(ctx.app, ctx.database.db);
    const port = await listening();
    await get(port, path);
    await get(port, path);
    expect(answered()).toBe(1);
    const written = await writePost(ctx.app, member.cookie, forum.id, {
      title: 'Highlife night in Accra',
      content: 'Who is coming to the highlife night?',
    });
    expect(written.statusCode, written.body).toBe(201);
    const after = await get(port, path);
    expect(answered()).toBe(1);
    expect(after.body.toString()).toContain('Highlife night in Accra');
  });

  it('sets no cookie and no head it did not learn from a visitor', async () => {
    const forum = await forumWithPosts(1);
    const path = `/api/forums/${forum.id}/posts`;
    const member = await joinAs(ctx.app, ctx.database.db);
    const port = await listening();
    // A member's read sends the kept bytes too, but is not a visitor's answer to learn from.
    await get(port, path, { cookie: member.cookie });
    await get(port, path);
    expect(answered()).toBe(0);
    const fromDoor = await get(port, path);
    expect(answered()).toBe(1);
    expect(fromDoor.headers['set-cookie']).toBeUndefined();
  });
});
