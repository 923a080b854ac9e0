import { describe, expect, it, beforeEach } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MailPreferences, NotificationPage } from '@shared/schemas/notifications';
import { jobs, mailMessages, notificationMailWindows } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { writePost, writeReply } from '@server/test/community-writes';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { buildForum } from '@server/test/factories/community';
import { say, withValues } from '@shared/texts';
import { loadServerI18n } from '@server/lib/i18n/server-i18n';
import { NOTIFICATION_MAIL_JOB, notificationMailJob } from './mail-job';
import { UNSUBSCRIBED } from './routes';

const TITLE = 'Looking for a kora player';

describe.each(testDrivers())('mail about replies and mentions on %s', (driver) => {
  const fake = useFakeSmtp();
  const logLines: string[] = [];
  beforeEach(() => {
    logLines.length = 0;
  });
  const ctx = useTestApp(driver, { mail: fake.mail, publicUrl: 'https://griot.test' }, { logLines });

  const as = (cookie: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  /** The discussion mails a member received (joining mails a confirmation too). */
  const mailsTo = (account: TestAccount) =>
    fake.smtp.received.filter((m) => m.to.includes(account.email) && !m.subject.startsWith('Confirm'));

  async function postBy(account: TestAccount, content = 'In Lagos, for a session.') {
    const forum = await buildForum(ctx.database.db);
    const created = await writePost(ctx.app, account.cookie, forum.id, { title: TITLE, content });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  }

  /** A quarter of an hour passes for the mail windows and the jobs that wait on them. */
  async function fifteenMinutesLater() {
    await ctx.database.db
      .update(notificationMailWindows)
      .set({ lastMailedAt: sql`${notificationMailWindows.lastMailedAt} - interval '15 minutes'` });
    await ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, NOTIFICATION_MAIL_JOB), isNull(jobs.doneAt)));
  }

  it('mails 30 replies in a minute to their post’s author twice: the first at once, the other 29 together', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const replier = await joinAs(ctx.app, ctx.database.db);
    const postId = await postBy(author);
    await writeReply(ctx.app, replier.cookie, postId, 'I play the kora!');
    await ctx.app.jobs.runDue();
    for (let i = 2; i <= 30; i += 1) await writeReply(ctx.app, replier.cookie, postId, `Reply ${i}`);
    await ctx.app.jobs.runDue();

    const replierName = (await as(replier.cookie, 'GET', '/api/me/profile')).json<{ displayName: string }>()
      .displayName;
    expect(mailsTo(author).map((m) => m.subject)).toEqual([`${replierName} replied to “${TITLE}”`]);
    // The other 29 wait for the end of the window, in one job.
    const waiting = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFICATION_MAIL_JOB), isNull(jobs.doneAt)));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    await fifteenMinutesLater();
    await ctx.app.jobs.runDue();
    const mails = mailsTo(author);
    expect(mails.map((m) => m.subject)).toEqual([
      `${replierName} replied to “${TITLE}”`,
      `29 new replies to “${TITLE}”`,
    ]);
    // Every reply is in the bell, and nobody else was mailed.
    const page = (await as(author.cookie, 'GET', '/api/notifications?limit=50')).json<NotificationPage>();
    expect(page.unread).toBe(30);
    expect(mailsTo(replier)).toHaveLength(0);

    const [, digest] = mails;
    expect(digest!.text).toContain(`https://griot.test/community/post/${postId}-looking-for-a-kora-player`);
    expect(digest!.text).toContain('https://griot.test/account#notifications');
    expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/griot\.test\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_-]{43}&topic=replies>$/u,
    );
    // Nothing more to send: a later pass mails nothing.
    await fifteenMinutesLater();
    await ctx.app.jobs.runDue();
    expect(mailsTo(author)).toHaveLength(2);
    // The log says a mail went, never to whom or with which links.
    const log = logLines.join('\n');
    expect(log).toContain('mail sent');
    expect(log).not.toContain(author.email);
    expect(log).not.toContain('unsubscribe?token=');
  });

  it('sends one mail when two servers run the same window’s jobs at once', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const replier = await joinAs(ctx.app, ctx.database.db);
    const postId = await postBy(author);
    await writeReply(ctx.app, replier.cookie, postId, 'I play the kora!');
    await writeReply(ctx.app, replier.cookie, postId, 'And the balafon.');
    const job = notificationMailJob(ctx.database.db, 'https://griot.test');
    const payload = { userId: author.uid, postId };
    const run = { id: 'x', attempts: 1, maxAttempts: 8 };
    await Promise.all([job(payload, run), job(payload, run), job(payload, run)]);
    const queued = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, author.email));
    const subjects = queued.map((m) => m.subject).filter((subject) => !subject.startsWith('Confirm'));
    expect(subjects).toEqual([`2 new replies to “${TITLE}”`]);
  });

  it('stops mailing at one click of the mail’s unsubscribe link (RFC 8058), and keeps the bell', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const replier = await joinAs(ctx.app, ctx.database.db);
    const postId = await postBy(author);
    await writeReply(ctx.app, replier.cookie, postId, 'I play the kora!');
    await ctx.app.jobs.runDue();
    const address = /^<https:\/\/griot\.test(.+)>$/u.exec(mailsTo(author)[0]!.headers['list-unsubscribe']!)![1]!;

    // A mail client's one-click POST: a form body, no cookie, from anywhere.
    const clicked = await ctx.app.inject({
      method: 'POST',
      url: address,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({
      message: 'You will get no more mails about replies to your posts and what you follow.',
    });
    // The unsubscribe page sends its language, and reads the answer in it.
    const french = await ctx.app.inject({ method: 'POST', url: address, headers: { 'accept-language': 'fr' } });
    expect(french.json()).toEqual({
      message: say((await loadServerI18n()).of('fr'), withValues(UNSUBSCRIBED, { topic: 'replies' })),
    });
    expect(french.json<{ message: string }>().message).not.toMatch(/no more mails/u);
    expect((await as(author.cookie, 'GET', '/api/account/notifications')).json()).toEqual({
      replies: false,
      mentions: true,
    });

    await fifteenMinutesLater();
    await writeReply(ctx.app, replier.cookie, postId, 'Still there?');
    await ctx.app.jobs.runDue();
    expect(mailsTo(author)).toHaveLength(1);
    expect((await as(author.cookie, 'GET', '/api/notifications/unread')).json()).toEqual({ unread: 2 });

    const token = /token=([^&]+)/u.exec(address)![1]!;
    const wrong = await as(undefined, 'POST', `/api/notifications/unsubscribe?token=${'A'.repeat(43)}&topic=all`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ error: { message: string } }>().error.message).toMatch(/not valid any more/u);
    expect((await as(undefined, 'POST', `/api/notifications/unsubscribe?token=short&topic=all`)).statusCode).toBe(400);
    expect(
      (await as(undefined, 'POST', `/api/notifications/unsubscribe?token=${token}&topic=everything`)).statusCode,
    ).toBe(400);
  });

  it('keeps each member’s choice of mails, and only theirs', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const other = await joinAs(ctx.app, ctx.database.db);
    expect((await as(member.cookie, 'GET', '/api/account/notifications')).json<MailPreferences>()).toEqual({
      replies: true,
      mentions: true,
    });
    const saved = await as(member.cookie, 'PUT', '/api/account/notifications', { replies: false, mentions: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ replies: false, mentions: false });
    expect((await as(other.cookie, 'GET', '/api/account/notifications')).json()).toEqual({
      replies: true,
      mentions: true,
    });
    expect((await as(undefined, 'GET', '/api/account/notifications')).statusCode).toBe(401);
    expect(
      (await as(undefined, 'PUT', '/api/account/notifications', { replies: true, mentions: true })).statusCode,
    ).toBe(401);
    expect((await as(member.cookie, 'PUT', '/api/account/notifications', { replies: 'yes' })).statusCode).toBe(400);
  });

  it('tells and mails a member named by @handle in a reply or a post, once, and never the writer', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const writer = await joinAs(ctx.app, ctx.database.db);
    const named = await joinAs(ctx.app, ctx.database.db);
    const handleOf = async (account: TestAccount) =>
      (await as(account.cookie, 'GET', '/api/me/profile')).json<{ handle: string }>().handle;
    const [authorHandle, writerHandle, namedHandle] = [
      await handleOf(author),
      await handleOf(writer),
      await handleOf(named),
    ];
    const postId = await postBy(author);

    const text = `@${namedHandle.toUpperCase()} you should meet @${authorHandle}, says @${writerHandle} (mail ${named.email}).`;
    expect((await writeReply(ctx.app, writer.cookie, postId, text)).statusCode).toBe(201);
    await ctx.app.jobs.runDue();

    const kinds = async (account: TestAccount) =>
      (await as(account.cookie, 'GET', '/api/notifications')).json<NotificationPage>().items.map((n) => n.kind);
    expect(await kinds(named)).toEqual(['mention']);
    // The post's author hears of the reply once, as a reply; the writer not at all.
    expect(await kinds(author)).toEqual(['reply']);
    expect(await kinds(writer)).toEqual([]);
    const writerName = (await as(writer.cookie, 'GET', '/api/me/profile')).json<{ displayName: string }>().displayName;
    expect(mailsTo(named).map((m) => m.subject)).toEqual([`${writerName} mentioned you in “${TITLE}”`]);
    expect(mailsTo(named)[0]!.headers['list-unsubscribe']).toContain('topic=mentions');

    // A post that names them tells them too; an unknown handle and an e-mail address tell nobody.
    const forum = await buildForum(ctx.database.db);
    const created = await writePost(ctx.app, writer.cookie, forum.id, {
      title: 'Who plays the talking drum?',
      content: `Asking @${namedHandle} and @nobody_here_at_all, or write to x@${namedHandle}.com`,
    });
    expect(created.statusCode).toBe(201);
    expect(await kinds(named)).toEqual(['mention', 'mention']);
  });

  it('gives every member a handle at join, editable, unique in any case, and suggests them by prefix', async () => {
    const first = await joinAs(ctx.app, ctx.database.db);
    const second = await joinAs(ctx.app, ctx.database.db);
    const profile = (await as(first.cookie, 'GET', '/api/me/profile')).json<{ handle: string; displayName: string }>();
    expect(profile.handle).toMatch(/^[A-Za-z0-9_]{3,20}$/u);
    const save = (account: TestAccount, handle: unknown) =>
      as(account.cookie, 'PUT', '/api/me/profile', {
        displayName: 'Ada Obi',
        bio: '',
        discipline: 'Musician',
        handle,
      });

    const renamed = await save(first, 'Ada_Obi');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ handle: 'Ada_Obi', displayName: 'Ada Obi' });
    const taken = await save(second, 'ada_obi');
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: { message: string } }>().error.message).toBe('That handle is taken: choose another.');
    for (const bad of ['ab', 'ada obi', 'a'.repeat(21), '@ada', 'adé'])
      expect((await save(second, bad)).statusCode).toBe(400);
    expect((await save(second, 'adaobi')).statusCode).toBe(200);

    const suggest = async (prefix: string) =>
      (await as(second.cookie, 'GET', `/api/members/handles?prefix=${prefix}`))
        .json<{ members: Array<{ handle: string }> }>()
        .members.map((m) => m.handle);
    expect(await suggest('ADA')).toEqual(['Ada_Obi', 'adaobi']);
    // An underscore is a character here, not a wildcard.
    expect(await suggest('ada_')).toEqual(['Ada_Obi']);
    expect(await suggest('zzz')).toEqual([]);
    expect((await as(second.cookie, 'GET', '/api/members/handles?prefix=a%25')).statusCode).toBe(400);
    expect((await as(undefined, 'GET', '/api/members/handles?prefix=ada')).statusCode).toBe(401);
  });
});
