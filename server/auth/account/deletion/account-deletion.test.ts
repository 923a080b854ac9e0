import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/schemas/account-messages';
import { inEnglish, sourceEnglish } from '@server/lib/i18n/server-i18n';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import type { CommunityHub, Post, PostPage, ReplyPage } from '@shared/schemas/community';
import type { UploadResult } from '@shared/schemas/media';
import type { NotificationPage } from '@shared/schemas/notifications';
import type { Db } from '@server/db/database';
import { communityUsers, users } from '@server/db/schema';
import { deleteOwnAccount, joinAs, joinConfirmed, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { expectCountersConsistent } from '@server/test/community-checks';
import { writePost, writeReply } from '@server/test/community-writes';
import { testDrivers } from '@server/test/database';
import { buildProduct, variantOf } from '@server/test/factories/catalog';
import { buildForum } from '@server/test/factories/community';
import { buildCartLine, buildOrder } from '@server/test/factories/shop';
import { makePng, makeWebp } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { rowsOf } from '@server/test/raw-rows';
import { queueMail } from '@server/mail/outbox';
import { addressChangedMail } from '../../email-verification/mails';

/** Every column of one of `types`, of every table, that some row's value meets `test` in, as `table.column`. */
async function columnsWhere(
  db: Db,
  types: string[],
  test: (column: ReturnType<typeof sql.identifier>) => SQL,
): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${test(sql.identifier(column))}`,
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Every text, JSON and array column of every table that matches `pattern` (any case). */
const columnsMatching = (db: Db, pattern: string) =>
  columnsWhere(db, ['text', 'character varying', 'jsonb', 'ARRAY'], (column) => sql`${column}::text ~* ${pattern}`);

/** Every identifier column of every table that holds `id`. */
const columnsHolding = (db: Db, id: string) => columnsWhere(db, ['uuid'], (column) => sql`${column} = ${id}`);

describe.each(testDrivers())('POST /api/account/delete on %s', (driver) => {
  const ctx = useTestApp(driver);
  const remove = (account: Pick<TestAccount, 'cookie'> | null, password?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: account ? { cookie: account.cookie } : {},
      payload: password === undefined ? {} : { password },
    });
  const asVisitor = <T>(url: string) => ctx.app.inject({ method: 'GET', url }).then((r) => r.json<T>());
  const exists = async (uid: string) =>
    (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, uid))).length === 1;

  it('refuses a wrong password with the message of a change of password, and changes nothing', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const refused = await remove(member, 'not my password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'WRONG_PASSWORD', message: inEnglish(accountMessages.currentPasswordWrong) },
    });
    expect((await remove(member)).statusCode).toBe(400);
    expect(await exists(member.uid)).toBe(true);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json()).toMatchObject({ user: { email: member.email } });
  });

  it('refuses visitors with a 401', async () => {
    const refused = await remove(null, 'whatever it is');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('keeps posts and replies as “Former member”, orders detached, and the address nowhere; signs out for good', async () => {
    const db = ctx.database.db;
    const ada = await joinConfirmed(ctx.app, db, 'ada@example.com');
    const kwame = await joinConfirmed(ctx.app, db, 'kwame@example.com');
    // An address that holds Ada's inside it: its mail is Kwame's own, and stays.
    await joinConfirmed(ctx.app, db, 'mada@example.com');
    const name = (account: TestAccount, displayName: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: { cookie: account.cookie },
        payload: { displayName, bio: `${displayName} sings highlife in Lagos.`, discipline: 'Musician' },
      });
    await name(ada, 'Ada Obi');
    await name(kwame, 'Kwame');
    const forum = await buildForum(db, { name: 'Music' });
    const theirs = (
      await writePost(ctx.app, kwame.cookie, forum.id, { title: 'Kwame asks', content: '?' })
    ).json<Post>();
    await writeReply(ctx.app, ada.cookie, theirs.id, 'Ada answers.');
    const hers = (await writePost(ctx.app, ada.cookie, forum.id, { title: 'Ada asks', content: '!' })).json<Post>();
    await writeReply(ctx.app, kwame.cookie, hers.id, 'Kwame answers.');
    await writeReply(ctx.app, ada.cookie, hers.id, 'Ada again.');
    // A reset asked for: its job carries the address. A notice to the address she left names this one.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-resets', payload: { email: 'ada@example.com' } });
    await queueMail(db, 'adaobi@oldmail.example', addressChangedMail(sourceEnglish, 'ada@example.com'));

    const product = await buildProduct(db);
    const variant = await variantOf(db, product.id);
    const email = 'ada@example.com';
    await buildOrder(db, { variantId: variant.id, userId: ada.uid, status: 'delivered', email });
    await buildOrder(db, { variantId: variant.id, userId: ada.uid, status: 'paid' });
    await buildCartLine(db, ada.uid, variant.id);

    // Visitors' pages are kept in the shared cache: read once before, so the deletion must empty it.
    const forumPage = `/api/forums/${forum.id}/posts`;
    const theirReplies = `/api/posts/${theirs.id}/replies`;
    expect((await asVisitor<PostPage>(forumPage)).items[0]!.author).toBe('Ada Obi');
    expect((await asVisitor<ReplyPage>(theirReplies)).items[0]!.author).toBe('Ada Obi');
    expect((await asVisitor<CommunityHub>('/api/community')).recentPosts[0]!.author).toBe('Ada Obi');

    const response = await remove(ada, ada.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: inEnglish(accountMessages.accountDeleted) });
    const cleared = response.cookies.find((cookie) => cookie.name === 'griot_session');
    expect(cleared?.value).toBe('');

    // Public reads: her posts, replies and the lines that named her now say "Former member".
    const page = await asVisitor<PostPage>(forumPage);
    expect(page.items.map((post) => [post.title, post.author, post.lastReply?.author])).toEqual([
      ['Ada asks', FORMER_MEMBER, FORMER_MEMBER],
      ['Kwame asks', 'Kwame', FORMER_MEMBER],
    ]);
    expect((await asVisitor<Post>(`/api/posts/${hers.id}`)).author).toBe(FORMER_MEMBER);
    const replies = await asVisitor<ReplyPage>(`/api/posts/${hers.id}/replies`);
    expect(replies.items.map((reply) => reply.author)).toEqual(['Kwame', FORMER_MEMBER]);
    expect((await asVisitor<ReplyPage>(theirReplies)).items[0]!.author).toBe(FORMER_MEMBER);
    const hub = await asVisitor<CommunityHub>('/api/community');
    expect(hub.recentPosts[0]!.author).toBe(FORMER_MEMBER);
    expect(hub.forums.find((f) => f.id === forum.id)!.lastPost?.author).toBe(FORMER_MEMBER);
    await expectCountersConsistent(db);
    // Kwame's bell names her no more.
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: kwame.cookie } });
    expect(bell.json<NotificationPage>().items.map((n) => n.actor)).toEqual([FORMER_MEMBER]);

    // The profile is anonymous and unlinked; its placeholder is no address, shown by no answer.
    const [profile] = await db.select().from(communityUsers).where(eq(communityUsers.displayName, FORMER_MEMBER));
    expect(profile).toMatchObject({ userId: null, bio: '', discipline: '', avatarUrl: null, lastSeen: null });
    expect(profile!.email).toBe(`former-${profile!.id}@former-member.invalid`);
    // Her handle goes too: nobody can mention her by it any more.
    expect(profile!.handle).toBe(`former_${profile!.id.replace(/-/g, '').slice(0, 12)}`);
    for (const url of ['/api/community', forumPage, `/api/posts/${hers.id}`, `/api/posts/${hers.id}/replies`])
      expect((await ctx.app.inject({ method: 'GET', url })).body).not.toContain('invalid');

    // The account is gone, and every row that named it: those that hung on it (sessions, mailed links,
    // notifications, cart) with it, the others (orders, profile) detached. What each feature keeps of its
    // own is its part's test (the shop's orders, the mail).
    expect(await exists(ada.uid)).toBe(false);
    expect(await columnsHolding(db, ada.uid)).toEqual([]);

    // Her address is in no column of any table but the order kept for the tax records.
    // (Not inside mada@example.com, which is Mada's.)
    expect(await columnsMatching(db, '(^|[^a-z0-9._%+-])ada@example\\.com')).toEqual(['orders.email']);

    // Her old credentials and cookie open nothing.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: ada.password },
    });
    expect(signIn.statusCode).toBe(401);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: ada.cookie } });
    expect(session.json()).toEqual({ user: null });
    expect((await remove(ada, ada.password)).statusCode).toBe(401);

    // The address is free again: joining with it makes a new account and a new profile.
    const again = await joinConfirmed(ctx.app, db, 'ada@example.com');
    expect(again.uid).not.toBe(ada.uid);
  });

  it('does not let the only admin leave, and lets one of two', async () => {
    const db = ctx.database.db;
    const first = await joinAs(ctx.app, db, 'admin');
    const refused = await remove(first, first.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'LAST_ADMIN', message: inEnglish(accountMessages.lastAdmin) } });
    expect(await exists(first.uid)).toBe(true);

    const second = await joinAs(ctx.app, db, 'admin');
    expect((await remove(first, first.password)).statusCode).toBe(200);
    expect(await exists(first.uid)).toBe(false);
    expect((await remove(second, second.password)).statusCode).toBe(409);
    expect(await exists(second.uid)).toBe(true);
  });
});

describe.each(testDrivers())('deleting an account with a picture on %s', (driver) => {
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);

  it('deletes the uploaded picture, unless another profile shows the same file', async () => {
    const db = ctx.database.db;
    const [ada, kwame, mada] = [await joinAs(ctx.app, db), await joinAs(ctx.app, db), await joinAs(ctx.app, db)];
    const upload = async (account: TestAccount, picture: Buffer) => {
      const form = imageForm(picture, 'me.png', 'image/png');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { cookie: account.cookie },
        payload: form,
      });
      return path.join(data.uploadsDir, response.json<UploadResult>().url.replace(/^\/uploads\//, ''));
    };
    const own = await upload(ada, await makePng());
    const shared = await upload(kwame, await makeWebp());
    expect(await upload(mada, await makeWebp())).toBe(shared);

    for (const account of [ada, kwame]) expect(await deleteOwnAccount(ctx.app, account)).toBe(200);
    expect(existsSync(own)).toBe(false);
    // Mada still shows the picture Kwame uploaded too.
    expect(existsSync(shared)).toBe(true);
  });
});
