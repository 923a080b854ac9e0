import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, HONEYPOT_REFUSAL } from '@shared/honeypot';
import { REPORT_SENT, reportTexts } from '@shared/reports';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { Post, Reply } from '@shared/schemas/community';
import type { AdminReportPage, ReportOutcome, ReportReceipt } from '@shared/schemas/reports';
import { communityUsers, posts, replies, reports, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { catalogText } from '@server/test/catalog-text';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';
import { countRows } from '@server/test/community-checks';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'DELETE';

describe.each(testDrivers())('reports on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  const send = (account: TestAccount | null, method: Method, url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { cookie: account.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string } }>().error;
  const reportRows = () => db().select().from(reports);

  /** A forum, an author's post with a reply of theirs, a reporter and an admin. */
  async function scene() {
    const forum = await buildForum(db());
    const author = await joinAs(ctx.app, db());
    const reporter = await joinAs(ctx.app, db());
    const admin = await joinAs(ctx.app, db(), 'admin');
    const post = (
      await writePost(ctx.app, author.cookie, forum.id, { title: 'Buy now', content: 'Cheap pills' })
    ).json<Post>();
    const reply = (await writeReply(ctx.app, author.cookie, post.id, 'More spam here')).json<Reply>();
    return { forum, author, reporter, admin, post, reply };
  }

  it('files a report of a post and of a reply; the same report again writes nothing', async () => {
    const { reporter, post, reply } = await scene();

    const first = await send(reporter, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam', note: '  Ads  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json<ReportReceipt>()).toMatchObject({ reason: 'spam', note: 'Ads', message: inEnglish(REPORT_SENT) });
    const again = await send(reporter, 'POST', `/api/posts/${post.id}/reports`, { reason: 'abuse' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ReportReceipt>().id).toBe(first.json<ReportReceipt>().id);

    const ofReply = await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'other' });
    expect(ofReply.statusCode).toBe(201);
    const rows = await reportRows();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.replyId === reply.id)).toMatchObject({ postId: post.id, status: 'open', note: '' });
  });

  it('refuses visitors (401), bad input (400), unknown words (404) and a member’s own words (403)', async () => {
    const { author, reporter, post, reply } = await scene();
    const visitor = await send(null, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam' });
    expect(visitor.statusCode).toBe(401);

    for (const body of [
      {},
      { reason: 'rude' },
      { reason: 'spam', note: 'x'.repeat(501) },
      { reason: 'spam', note: 42 },
    ]) {
      const refused = await send(reporter, 'POST', `/api/posts/${post.id}/reports`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(errorOf(await send(reporter, 'POST', `/api/posts/${post.id}/reports`, {})).message).toBe('Choose a reason.');
    expect((await send(reporter, 'POST', '/api/posts/not-a-uuid/reports', { reason: 'spam' })).statusCode).toBe(400);
    expect((await send(reporter, 'POST', `/api/posts/${ZERO_UUID}/reports`, { reason: 'spam' })).statusCode).toBe(404);
    expect((await send(reporter, 'POST', `/api/replies/${ZERO_UUID}/reports`, { reason: 'spam' })).statusCode).toBe(
      404,
    );

    const own = await send(author, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(inEnglish(reportTexts.ownWords));
    expect((await send(author, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' })).statusCode).toBe(403);
    expect(await reportRows()).toEqual([]);
  });

  it('shows the queue to admins only, oldest first, paged, with the words and the count per target', async () => {
    const { reporter, admin, post, reply, author } = await scene();
    const second = await joinAs(ctx.app, db());
    await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam', note: 'Pills' });
    await send(second, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'abuse' });
    await send(reporter, 'POST', `/api/posts/${post.id}/reports`, { reason: 'other' });

    expect((await send(null, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await send(reporter, 'GET', '/api/admin/reports')).statusCode).toBe(403);

    const first = await send(admin, 'GET', '/api/admin/reports?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json<AdminReportPage>();
    expect(page.openCount).toBe(3);
    expect(page.items).toHaveLength(2);
    const [reporterName] = await db()
      .select({ name: communityUsers.displayName })
      .from(communityUsers)
      .where(eq(communityUsers.userId, reporter.uid));
    expect(page.items[0]).toMatchObject({
      kind: 'reply',
      replyId: reply.id,
      postId: post.id,
      postTitle: 'Buy now',
      excerpt: 'More spam here',
      reason: 'spam',
      note: 'Pills',
      reporter: reporterName!.name,
      author: post.author,
      authorSuspendable: true,
      reportCount: 2,
    });
    expect(page.items[1]).toMatchObject({ kind: 'reply', reason: 'abuse', reportCount: 2 });
    const rest = (
      await send(admin, 'GET', `/api/admin/reports?limit=2&cursor=${page.nextCursor}`)
    ).json<AdminReportPage>();
    expect(rest.items.map((item) => [item.kind, item.reportCount])).toEqual([['post', 1]]);
    expect(rest.nextCursor).toBeNull();
    expect((await send(admin, 'GET', '/api/admin/reports?cursor=bogus')).statusCode).toBe(400);

    // An admin's words are reported like anyone's, but their author cannot be suspended.
    const adminPost = (
      await writePost(ctx.app, admin.cookie, post.forumId, { title: 'Rules', content: 'Be kind' })
    ).json<Post>();
    await send(author, 'POST', `/api/posts/${adminPost.id}/reports`, { reason: 'other' });
    const all = (await send(admin, 'GET', '/api/admin/reports')).json<AdminReportPage>();
    expect(all.items.find((item) => item.postId === adminPost.id)?.authorSuspendable).toBe(false);

    const dashboard = (await send(admin, 'GET', '/api/admin/dashboard')).json<{ openReports: number }>();
    expect(dashboard.openReports).toBe(4);
  });

  it('dismisses a report and every open report of the same words at once; a second action is a 409', async () => {
    const { reporter, admin, reply, post } = await scene();
    const second = await joinAs(ctx.app, db());
    const one = (
      await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' })
    ).json<ReportReceipt>();
    await send(second, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' });
    await send(reporter, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam' });

    expect((await send(reporter, 'POST', `/api/admin/reports/${one.id}/dismiss`)).statusCode).toBe(403);
    const dismissed = await send(admin, 'POST', `/api/admin/reports/${one.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<ReportOutcome>()).toEqual({
      action: 'dismiss',
      target: 'reply',
      resolved: 2,
      memberName: null,
      until: null,
      message: 'Dismissed: 2 reports closed.',
    });
    const rows = await reportRows();
    expect(rows.filter((row) => row.replyId === reply.id).map((row) => [row.status, row.resolvedBy])).toEqual([
      ['dismissed', admin.uid],
      ['dismissed', admin.uid],
    ]);
    expect(rows.find((row) => row.replyId === null)?.status).toBe('open');
    const late = await send(admin, 'POST', `/api/admin/reports/${one.id}/delete`);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(inEnglish(reportTexts.closed));
    expect(await countRows(db(), replies)).toBe(1);

    // Dismissed, the words may be reported again.
    expect((await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'abuse' })).statusCode).toBe(
      201,
    );
  });

  it('deletes the reported reply or post through moderation, closing all its reports', async () => {
    const { reporter, admin, reply, post } = await scene();
    const second = await joinAs(ctx.app, db());
    const ofReply = (
      await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' })
    ).json<ReportReceipt>();
    await send(second, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' });
    const ofPost = (
      await send(second, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam' })
    ).json<ReportReceipt>();

    const deleted = await send(admin, 'POST', `/api/admin/reports/${ofReply.id}/delete`);
    expect(deleted.json<ReportOutcome>()).toMatchObject({
      action: 'delete',
      target: 'reply',
      resolved: 2,
      message: 'The reply is deleted: 2 reports closed.',
    });
    expect(await countRows(db(), replies)).toBe(0);
    const [counted] = await db().select({ replyCount: posts.replyCount }).from(posts).where(eq(posts.id, post.id));
    expect(counted!.replyCount).toBe(0);
    expect((await reportRows()).map((row) => row.id)).toEqual([ofPost.id]);

    const gone = await send(admin, 'POST', `/api/admin/reports/${ofPost.id}/delete`);
    expect(gone.json<ReportOutcome>()).toMatchObject({
      action: 'delete',
      target: 'post',
      resolved: 1,
      message: 'The post is deleted: 1 report closed.',
    });
    expect(await countRows(db(), posts)).toBe(0);
    expect(await reportRows()).toEqual([]);
    expect((await send(admin, 'POST', `/api/admin/reports/${ofPost.id}/delete`)).statusCode).toBe(409);
  });

  it('suspends the author, closing the reports; sample members and admins cannot be suspended (409)', async () => {
    const { reporter, admin, author, reply, post } = await scene();
    const report = (
      await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' })
    ).json<ReportReceipt>();
    await send(reporter, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam' });

    expect((await send(admin, 'POST', `/api/admin/reports/${report.id}/suspend`, { period: '7d' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(admin, 'POST', `/api/admin/reports/${report.id}/suspend`, { period: '2d', reason: 'Spam' }))
        .statusCode,
    ).toBe(400);
    const before = Date.now();
    const suspended = await send(admin, 'POST', `/api/admin/reports/${report.id}/suspend`, {
      period: '7d',
      reason: ' Selling pills ',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<ReportOutcome>()).toMatchObject({ action: 'suspend', target: 'reply', resolved: 1 });
    expect(suspended.json<ReportOutcome>().message).toMatch(
      / is suspended until .* \(Lagos time\): 1 report closed\.$/,
    );
    const [row] = await db().select().from(users).where(eq(users.id, author.uid));
    expect(suspended.json<ReportOutcome>().until).toBe(row!.suspendedUntil!.toISOString());
    expect(suspended.json<ReportOutcome>().memberName).toEqual(expect.any(String));
    expect(row!.suspensionReason).toBe('Selling pills');
    const days = (row!.suspendedUntil!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // The other report, of the post, is still open: it names other words.
    expect((await reportRows()).filter((r) => r.status === 'open')).toHaveLength(1);

    // A sample member (no account) and an admin: refused, and nothing closes.
    const [sample] = await db()
      .insert(communityUsers)
      .values({ displayName: 'Ada Obi', handle: 'ada_sample', email: 'ada.obi@demo.invalid' })
      .returning();
    const [samplePost] = await db()
      .insert(posts)
      .values({ forumId: post.forumId, title: 'Sample', content: 'Words', author: 'Ada Obi', authorId: sample!.id })
      .returning();
    const ofSample = (
      await send(reporter, 'POST', `/api/posts/${samplePost!.id}/reports`, { reason: 'spam' })
    ).json<ReportReceipt>();
    const refused = await send(admin, 'POST', `/api/admin/reports/${ofSample.id}/suspend`, {
      period: 'forever',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(inEnglish(reportTexts.sampleMember));
    const adminPost = (
      await writePost(ctx.app, admin.cookie, post.forumId, { title: 'Rules', content: 'Be kind' })
    ).json<Post>();
    const ofAdmin = (
      await send(reporter, 'POST', `/api/posts/${adminPost.id}/reports`, { reason: 'abuse' })
    ).json<ReportReceipt>();
    const notAdmin = await send(admin, 'POST', `/api/admin/reports/${ofAdmin.id}/suspend`, {
      period: '1d',
      reason: 'x',
    });
    expect(notAdmin.statusCode).toBe(409);
    expect(errorOf(notAdmin).message).toBe(inEnglish(reportTexts.adminNotSuspendable));
    const [stillAdmin] = await db().select().from(users).where(eq(users.id, admin.uid));
    expect(stillAdmin!.suspendedAt).toBeNull();
    const open = await reportRows();
    expect(open.filter((r) => r.id === ofSample.id || r.id === ofAdmin.id).map((r) => r.status)).toEqual([
      'open',
      'open',
    ]);
    // Their words can still be deleted.
    expect((await send(admin, 'POST', `/api/admin/reports/${ofSample.id}/delete`)).statusCode).toBe(200);
  });

  it('lets one of two admins acting on one report at once act; the other hears 409', async () => {
    for (const [first, second] of [
      ['dismiss', 'suspend'],
      ['suspend', 'suspend'],
      ['delete', 'dismiss'],
      ['delete', 'delete'],
    ] as const) {
      const { reporter, reply, author } = await scene();
      const admins = [await joinAs(ctx.app, db(), 'admin'), await joinAs(ctx.app, db(), 'admin')];
      const report = (
        await send(reporter, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' })
      ).json<ReportReceipt>();
      const body = { period: '30d', reason: 'Spam' };
      const answers = await Promise.all(
        [first, second].map((action, i) =>
          send(
            admins[i]!,
            'POST',
            `/api/admin/reports/${report.id}/${action}`,
            action === 'suspend' ? body : undefined,
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort(), `${first} and ${second}`).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(errorOf(loser).code).toBe('REPORT_CLOSED');
      const winner = [first, second][answers.findIndex((a) => a.statusCode === 200)];
      const [account] = await db().select().from(users).where(eq(users.id, author.uid));
      expect(account!.suspendedAt !== null, `${first} and ${second}`).toBe(winner === 'suspend');
      const [{ n } = { n: -1 }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(replies)
        .where(eq(replies.id, reply.id));
      expect(n, `${first} and ${second}`).toBe(winner === 'delete' ? 0 : 1);
    }
  });

  it('refuses a filled honeypot on posting and replying with a 400, writing nothing', async () => {
    const { reporter, post, forum } = await scene();
    const postsBefore = await countRows(db(), posts);
    const bot = await writePost(ctx.app, reporter.cookie, forum.id, {
      title: 'Hello',
      content: 'Visit',
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(bot.statusCode).toBe(400);
    expect(errorOf(bot)).toEqual({ code: 'REFUSED', message: inEnglish(HONEYPOT_REFUSAL) });
    const botReply = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/replies`,
      headers: { cookie: reporter.cookie },
      payload: { content: 'Visit', [HONEYPOT_FIELD]: 'x' },
    });
    expect(botReply.statusCode).toBe(400);
    const french = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/replies`,
      headers: { cookie: reporter.cookie, 'accept-language': 'fr' },
      payload: { content: 'Visit', [HONEYPOT_FIELD]: 'x' },
    });
    expect(errorOf(french)).toEqual({ code: 'REFUSED', message: await catalogText('fr', 'forms.honeypot.refused') });
    expect(await countRows(db(), posts)).toBe(postsBefore);
    expect(await countRows(db(), replies)).toBe(1);
    // Empty, as a person's browser sends it, the field is no obstacle.
    const person = await writePost(ctx.app, reporter.cookie, forum.id, {
      title: 'Hi',
      content: 'C',
      [HONEYPOT_FIELD]: '',
    });
    expect(person.statusCode).toBe(201);
  });
});
