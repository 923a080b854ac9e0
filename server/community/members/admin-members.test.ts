import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { memberAdminTexts } from '@shared/members';
import { reportTexts } from '@shared/reports';
import type { AdminMember, AdminMemberPage } from '@shared/schemas/admin-members';
import type { Post } from '@shared/schemas/community';
import { communityUsers, mailMessages, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDrivers())('the admins’ members screen on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  const send = (who: TestAccount | null, method: Method, url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string } }>().error;
  const mailsTo = async (to: string) =>
    (await db().select().from(mailMessages).where(eq(mailMessages.to, to))).filter(
      (mail) => !/confirm/i.test(mail.subject),
    );
  const roleOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!.role;
  const profile = (who: TestAccount, displayName: string) =>
    db().update(communityUsers).set({ displayName }).where(eq(communityUsers.userId, who.uid));

  it('answers 401 to visitors and 403 to members on every members route', async () => {
    const member = await joinAs(ctx.app, db());
    const other = await joinAs(ctx.app, db());
    const routes: Array<[Method, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/members'],
      ['GET', `/api/admin/members/${other.uid}`],
      ['PUT', `/api/admin/members/${other.uid}/role`, { role: 'admin' }],
      ['POST', `/api/admin/members/${other.uid}/suspend`, { period: '1d', reason: 'Spam' }],
      ['POST', `/api/admin/members/${other.uid}/lift`, { reason: 'Sorry' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await send(null, method, url, payload)).statusCode).toBe(401);
      expect((await send(member, method, url, payload)).statusCode).toBe(403);
    }
    expect(await roleOf(other.uid)).toBe('member');
    expect(await roleOf(member.uid)).toBe('member');
  });

  it('lists members newest first, searched by name, handle or e-mail, filtered by role and suspension, page by page', async () => {
    const admin = await joinAs(ctx.app, db(), 'admin');
    const kemi = await joinAs(ctx.app, db(), 'member', 'kemi.adebayo@example.com');
    await profile(kemi, 'Kemi Adebayo');
    const bayo = await joinAs(ctx.app, db(), 'member', 'bayo.ogun@example.com');
    const list = async (query: string) =>
      (await send(admin, 'GET', `/api/admin/members?${query}`)).json<AdminMemberPage>();

    expect((await list('')).items.map((m) => m.email)).toEqual([bayo.email, kemi.email, admin.email]);
    expect((await list('q=adebayo')).items.map((m) => m.id)).toEqual([kemi.uid]);
    expect((await list('q=KEMI%20ADE')).items.map((m) => m.name)).toEqual(['Kemi Adebayo']);
    const [kemiRow] = (await list('q=kemi')).items;
    expect((await list(`q=${encodeURIComponent(`@${kemiRow!.handle}`)}`)).items.map((m) => m.id)).toEqual([kemi.uid]);
    expect((await list('q=OGUN%40')).items.map((m) => m.id)).toEqual([bayo.uid]);
    expect((await list('q=%25')).items).toEqual([]);
    expect((await list('role=admin')).items.map((m) => m.id)).toEqual([admin.uid]);

    await send(admin, 'POST', `/api/admin/members/${bayo.uid}/suspend`, { period: '7d', reason: 'Spam' });
    const suspended = await list('suspended=true');
    expect(suspended.items.map((m) => m.id)).toEqual([bayo.uid]);
    expect(suspended.items[0]!.suspension).toMatchObject({ reason: 'Spam' });
    expect((await list('suspended=false&role=member')).items.map((m) => m.id)).toEqual([kemi.uid]);

    const first = await list('limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ items: [expect.objectContaining({ id: admin.uid })], nextCursor: null });
    // A cursor continues only the list it was made in.
    expect((await send(admin, 'GET', `/api/admin/members?role=member&cursor=${first.nextCursor}`)).statusCode).toBe(
      400,
    );
  });

  it("shows one member's activity: posts, replies, orders, reports of their words and sign-in", async () => {
    const admin = await joinAs(ctx.app, db(), 'admin');
    const author = await joinAs(ctx.app, db());
    const reader = await joinAs(ctx.app, db());
    const forum = await buildForum(db());
    const post = (await writePost(ctx.app, author.cookie, forum.id, { title: 'Deals', content: 'Buy' })).json<Post>();
    await writeReply(ctx.app, author.cookie, post.id, 'Buy more, buy now');
    await send(reader, 'POST', `/api/posts/${post.id}/reports`, { reason: 'spam' });

    const answer = await send(admin, 'GET', `/api/admin/members/${author.uid}`);
    expect(answer.statusCode).toBe(200);
    const member = answer.json<AdminMember>();
    expect(member).toMatchObject({ id: author.uid, email: author.email, role: 'member', suspension: null });
    expect(member.lastSignInAt).not.toBeNull();
    expect(member.activity).toMatchObject({
      postCount: 1,
      replyCount: 1,
      orderCount: 0,
      reportCount: 1,
      openReportCount: 1,
      latestPosts: [expect.objectContaining({ id: post.id, title: 'Deals' })],
      latestReplies: [expect.objectContaining({ postTitle: 'Deals', excerpt: 'Buy more, buy now' })],
      latestReports: [expect.objectContaining({ reason: 'spam', status: 'open', excerpt: 'Deals' })],
    });
    expect(member.history).toEqual([]);
    const unknown = await send(admin, 'GET', '/api/admin/members/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('suspends with a reason and lifts with one, each mailed to the member and kept in their history', async () => {
    const admin = await joinAs(ctx.app, db(), 'admin');
    await profile(admin, 'Chief Admin');
    const member = await joinAs(ctx.app, db());
    const suspended = await send(admin, 'POST', `/api/admin/members/${member.uid}/suspend`, {
      period: '30d',
      reason: 'Selling pills',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<AdminMember>().suspension).toMatchObject({ reason: 'Selling pills' });
    // Signed out at once, and refused at sign-in.
    expect((await send(member, 'GET', '/api/auth/session')).json()).toEqual({ user: null });
    const login = await send(null, 'POST', '/api/auth/login', { email: member.email, password: member.password });
    expect(errorOf(login).code).toBe('SUSPENDED');

    const [suspensionMail] = await mailsTo(member.email);
    expect(suspensionMail).toMatchObject({ subject: 'Your Griot account is suspended' });
    expect(suspensionMail!.text).toContain("The admin's reason: Selling pills");
    expect(suspensionMail!.text).toContain('/contact');

    const noReason = await send(admin, 'POST', `/api/admin/members/${member.uid}/lift`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const lifted = await send(admin, 'POST', `/api/admin/members/${member.uid}/lift`, { reason: 'Appeal accepted' });
    expect(lifted.statusCode).toBe(200);
    const detail = lifted.json<AdminMember>();
    expect(detail.suspension).toBeNull();
    expect(detail.history.map((change) => [change.kind, change.reason, change.by])).toEqual([
      ['lifted', 'Appeal accepted', 'Chief Admin'],
      ['suspended', 'Selling pills', 'Chief Admin'],
    ]);
    expect(detail.history[1]!.until).not.toBeNull();
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your Griot account is open again',
      'Your Griot account is suspended',
    ]);
    expect(mails.find((mail) => mail.subject.includes('open again'))!.text).toContain('Appeal accepted');
    expect(
      (await send(null, 'POST', '/api/auth/login', { email: member.email, password: member.password })).statusCode,
    ).toBe(200);

    // Lifting again: nothing in force, nothing written, nothing mailed.
    const again = await send(admin, 'POST', `/api/admin/members/${member.uid}/lift`, { reason: 'Twice' });
    expect([again.statusCode, errorOf(again).message]).toEqual([409, inEnglish(memberAdminTexts.notSuspended)]);
    expect(await mailsTo(member.email)).toHaveLength(2);
  });

  it('refuses to suspend oneself or another admin', async () => {
    const admin = await joinAs(ctx.app, db(), 'admin');
    const other = await joinAs(ctx.app, db(), 'admin');
    const own = await send(admin, 'POST', `/api/admin/members/${admin.uid}/suspend`, { period: '1d', reason: 'x' });
    expect([own.statusCode, errorOf(own).message]).toEqual([409, inEnglish(reportTexts.adminNotSuspendable)]);
    const peer = await send(admin, 'POST', `/api/admin/members/${other.uid}/suspend`, { period: '1d', reason: 'x' });
    expect(errorOf(peer).code).toBe('ADMIN_NOT_SUSPENDABLE');
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it('changes roles, mailing the member, but never one’s own, and never a suspended member to admin', async () => {
    const admin = await joinAs(ctx.app, db(), 'admin');
    await profile(admin, 'Chief Admin');
    const member = await joinAs(ctx.app, db());
    const promoted = await send(admin, 'PUT', `/api/admin/members/${member.uid}/role`, {
      role: 'admin',
      reason: 'Runs the door',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<AdminMember>()).toMatchObject({
      role: 'admin',
      history: [expect.objectContaining({ kind: 'role', role: 'admin', reason: 'Runs the door', by: 'Chief Admin' })],
    });
    // The new admin's own session is an admin's at its next request.
    expect((await send(member, 'GET', '/api/admin/members')).statusCode).toBe(200);
    const [mail] = await mailsTo(member.email);
    expect(mail).toMatchObject({ subject: 'You are now an admin of Griot' });
    expect(mail!.text).toContain('/admin');

    // The same role again changes nothing and mails nothing.
    await send(admin, 'PUT', `/api/admin/members/${member.uid}/role`, { role: 'admin' });
    expect(await mailsTo(member.email)).toHaveLength(1);

    const own = await send(admin, 'PUT', `/api/admin/members/${admin.uid}/role`, { role: 'member' });
    expect([own.statusCode, errorOf(own).message]).toEqual([409, inEnglish(memberAdminTexts.ownRole)]);
    expect(await roleOf(admin.uid)).toBe('admin');

    const demoted = await send(member, 'PUT', `/api/admin/members/${admin.uid}/role`, { role: 'member' });
    expect(demoted.json<AdminMember>().role).toBe('member');
    expect((await mailsTo(admin.email)).map((m) => m.subject)).toEqual(['You are no longer an admin of Griot']);
    expect((await send(admin, 'GET', '/api/admin/members')).statusCode).toBe(403);

    const suspended = await joinAs(ctx.app, db());
    await send(member, 'POST', `/api/admin/members/${suspended.uid}/suspend`, { period: '1d', reason: 'Spam' });
    const refused = await send(member, 'PUT', `/api/admin/members/${suspended.uid}/role`, { role: 'admin' });
    expect([refused.statusCode, errorOf(refused).message]).toEqual([
      409,
      inEnglish(memberAdminTexts.suspendedNotAdmin),
    ]);
  });

  it('refuses an admin reading French in French', async () => {
    const admin = await joinAs(ctx.app, db(), 'admin');
    const member = await joinAs(ctx.app, db());
    const inFrench = (method: Method, url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method, url, headers: { cookie: admin.cookie, 'accept-language': 'fr' }, payload });

    const own = await inFrench('PUT', `/api/admin/members/${admin.uid}/role`, { role: 'member' });
    expect([own.statusCode, errorOf(own).message]).toEqual([
      409,
      'Vous ne pouvez pas changer votre propre rôle : demandez à un autre administrateur.',
    ]);
    const role = await inFrench('PUT', `/api/admin/members/${member.uid}/role`, { role: 'owner' });
    expect([role.statusCode, errorOf(role).message]).toEqual([400, 'Choisissez membre ou administrateur.']);
    const lift = await inFrench('POST', `/api/admin/members/${member.uid}/lift`, { reason: ' ' });
    expect([lift.statusCode, errorOf(lift).message]).toEqual([
      400,
      'Indiquez pourquoi la suspension est levée : le membre le lira.',
    ]);
    const notSuspended = await inFrench('POST', `/api/admin/members/${member.uid}/lift`, { reason: 'Erreur' });
    expect([notSuspended.statusCode, errorOf(notSuspended).message]).toEqual([409, 'Ce membre n’est pas suspendu.']);
  });

  it('leaves one admin when the last two demote each other at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const first = await joinAs(ctx.app, db(), 'admin');
      const second = await joinAs(ctx.app, db(), 'admin');
      await db().update(users).set({ role: 'member' }).where(eq(users.role, 'admin'));
      await db().update(users).set({ role: 'admin' }).where(eq(users.id, first.uid));
      await db().update(users).set({ role: 'admin' }).where(eq(users.id, second.uid));

      const answers = await Promise.all([
        send(first, 'PUT', `/api/admin/members/${second.uid}/role`, { role: 'member' }),
        send(second, 'PUT', `/api/admin/members/${first.uid}/role`, { role: 'member' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      const admins = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    }
  });
});
