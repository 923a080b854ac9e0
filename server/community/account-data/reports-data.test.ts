// The reports a member made, and their suspension, in "Download my data"; deleting the account deletes
// the reports they made (reports.reporter_id cascades) and keeps those an admin resolved, unnamed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Post } from '@shared/schemas/community';
import type { ReportReceipt } from '@shared/schemas/reports';
import { reports, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

interface Download {
  account: { suspendedAt: string | null; suspendedUntil: string | null; suspensionReason: string | null };
  reports: Array<{ postTitle: string; replyId: string | null; reason: string; note: string; status: string }>;
}

describe.each(testDrivers())('reports in the member’s data on %s', (driver) => {
  const ctx = useTestApp(driver);
  const send = (account: TestAccount, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: { cookie: account.cookie }, ...(payload ? { payload } : {}) });

  async function scene() {
    const db = ctx.database.db;
    const forum = await buildForum(db);
    const ada = await joinAs(ctx.app, db);
    const kwame = await joinAs(ctx.app, db);
    const admin = await joinAs(ctx.app, db, 'admin');
    const post = (
      await writePost(ctx.app, kwame.cookie, forum.id, { title: 'Cheap deals', content: 'Buy' })
    ).json<Post>();
    const reply = (await writeReply(ctx.app, kwame.cookie, post.id, 'Buy now')).json<{ id: string }>();
    const ofPost = (
      await send(ada, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam', note: 'Adverts' })
    ).json<ReportReceipt>();
    await send(ada, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'abuse' });
    // Kwame's own report of Ada's words is his data, not hers.
    const adaPost = (await writePost(ctx.app, ada.cookie, forum.id, { title: 'Mine', content: 'Hi' })).json<Post>();
    await send(kwame, 'POST', `/api/posts/${adaPost.id}/reports`, { reason: 'other', note: 'Kwame’s note' });
    return { db, ada, kwame, admin, post, ofPost };
  }

  it('lists the reports the member made, with what became of them', async () => {
    const { ada, admin, ofPost } = await scene();
    await send(admin, 'POST', `/api/admin/reports/${ofPost.id}/dismiss`);
    const response = await send(ada, 'GET', '/api/account/data');
    const data = response.json<Download>();
    expect(data.reports).toEqual([
      expect.objectContaining({
        postTitle: 'Cheap deals',
        replyId: null,
        reason: 'spam',
        note: 'Adverts',
        status: 'dismissed',
      }),
      expect.objectContaining({ postTitle: 'Cheap deals', reason: 'abuse', status: 'open' }),
    ]);
    expect(response.body).not.toContain('Kwame’s note');
    expect(response.body).not.toContain(admin.uid);
    expect(data.account).toMatchObject({ suspendedAt: null, suspendedUntil: null, suspensionReason: null });
  });

  it('deletes the reports the member made with the account, and keeps the others', async () => {
    const { db, ada, kwame } = await scene();
    expect(await db.select().from(reports).where(eq(reports.reporterId, ada.uid))).toHaveLength(2);
    const deleted = await send(ada, 'POST', '/api/account/delete', { password: ada.password });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, ada.uid))).toEqual([]);
    expect(await db.select().from(reports).where(eq(reports.reporterId, ada.uid))).toEqual([]);
    expect((await db.select().from(reports)).map((row) => row.reporterId)).toEqual([kwame.uid]);
  });
});
