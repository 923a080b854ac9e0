import { handleFromName } from '@shared/handles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Post, Profile } from '@shared/schemas/community';
import { defaultDisplayName } from '@shared/schemas/auth-limits';
import { communityUsers, posts, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost } from '@server/test/community-writes';
import { countRows, memberOf } from '@server/test/community-checks';

const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('the member profile on %s', (driver) => {
  const ctx = useTestApp(driver);

  const readProfile = (account: TestAccount | null) =>
    ctx.app.inject({ method: 'GET', url: '/api/me/profile', headers: account ? { cookie: account.cookie } : {} });
  const saveProfile = (account: TestAccount | null, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: account ? { cookie: account.cookie } : {},
      payload,
    });
  const withoutProfile = async (email: string) => {
    const account = await joinAs(ctx.app, ctx.database.db, 'member', email);
    await ctx.database.db.delete(communityUsers).where(eq(communityUsers.userId, account.uid));
    return account;
  };

  it('refuses visitors with 401 on every profile and presence route', async () => {
    expect((await readProfile(null)).statusCode).toBe(401);
    expect((await saveProfile(null, { displayName: 'X', bio: '', discipline: 'Writer' })).statusCode).toBe(401);
    const presence = await ctx.app.inject({ method: 'POST', url: '/api/me/presence' });
    expect(presence.statusCode).toBe(401);
    expect(errorOf(presence).code).toBe('UNAUTHORIZED');
  });

  it("stores a name without invisible direction controls, and refuses the team's words and an admin's name", async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin', 'chief@example.com');
    expect((await saveProfile(admin, { displayName: 'Chief Ada', bio: '', discipline: 'Writer' })).statusCode).toBe(
      200,
    );
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'eve@example.com');

    const reversed = await saveProfile(member, {
      displayName: ' Eve\u202Egnp.\u2066x ',
      bio: '',
      discipline: 'Writer',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json<Profile>().displayName).toBe('Evegnp.x');

    const before = await memberOf(ctx.database.db, member.uid);
    for (const displayName of [
      'Admin',
      'Griot Support',
      'the moderator',
      'ＡＤＭＩＮ',
      'Staff',
      'chief  ADA',
      'Chïef Ada',
    ]) {
      const refused = await saveProfile(member, { displayName, bio: '', discipline: 'Writer' });
      expect(refused.statusCode, displayName).toBe(400);
      expect(errorOf(refused).message, displayName).toBe('That name is kept for the Griot team: choose another.');
    }
    expect((await memberOf(ctx.database.db, member.uid)).displayName).toBe(before.displayName);
    // A word that only contains one is a name like any other.
    expect(
      (await saveProfile(member, { displayName: 'Badminton Griots fan', bio: '', discipline: 'Writer' })).statusCode,
    ).toBe(200);
    // Nor can an account join as the team.
    const join = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/join',
      payload: { email: 'mod@example.com', password: 'correct horse battery', displayName: 'Moderator' },
    });
    expect(join.statusCode).toBe(400);
    expect(await countRows(ctx.database.db, communityUsers)).toBe(2);
  });

  it("gives the member's own stored profile", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'zanele@example.com');
    const row = await memberOf(ctx.database.db, member.uid);

    const response = await readProfile(member);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<Profile>()).toEqual({
      id: row.id,
      displayName: row.displayName,
      handle: row.handle,
      email: 'zanele@example.com',
      bio: '',
      discipline: 'Creative',
      avatarUrl: null,
      avatar: null,
      joinDate: row.joinDate.toISOString(),
      postCount: 0,
      reputation: 0,
      isOnline: false,
      lastSeen: null,
      exists: true,
    });
  });

  it('gives the in-memory default to an account without a profile record, writing nothing', async () => {
    const member = await withoutProfile('kwame.mensah@example.com');
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, member.uid));

    const response = await readProfile(member);

    expect(response.json<Profile>()).toEqual({
      id: member.uid,
      // Neutral, as at join, and the same every time for this account.
      displayName: defaultDisplayName(member.uid),
      handle: handleFromName(defaultDisplayName(member.uid)),
      email: 'kwame.mensah@example.com',
      bio: '',
      discipline: 'Creative',
      avatarUrl: null,
      avatar: null,
      joinDate: account!.createdAt.toISOString(),
      postCount: 0,
      reputation: 0,
      isOnline: true,
      lastSeen: null,
      exists: false,
    });
    expect(await countRows(ctx.database.db, communityUsers)).toBe(0);
  });

  it('saves a trimmed profile, creating the record when there is none', async () => {
    const member = await withoutProfile('tayo@example.com');

    const response = await saveProfile(member, {
      displayName: '  Tayo A.  ',
      bio: ' Producer. ',
      discipline: 'Musician',
    });

    expect(response.statusCode).toBe(200);
    const saved = response.json<Profile>();
    expect(saved).toMatchObject({
      displayName: 'Tayo A.',
      bio: 'Producer.',
      discipline: 'Musician',
      email: 'tayo@example.com',
      exists: true,
      postCount: 0,
    });
    expect((await memberOf(ctx.database.db, member.uid)).id).toBe(saved.id);
    expect(await readProfile(member).then((r) => r.json<Profile>())).toEqual(saved);
  });

  it("updates the stored profile and leaves old posts' author text as it was written", async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'wanjiru@example.com');
    const post = (await writePost(ctx.app, member.cookie, forum.id, { title: 'Hello', content: 'C' })).json<Post>();
    const before = await memberOf(ctx.database.db, member.uid);

    const response = await saveProfile(member, {
      displayName: 'Wanjiru K.',
      bio: 'Painter.',
      discipline: 'Visual Artist',
    });

    expect(response.json<Profile>()).toMatchObject({
      id: before.id,
      displayName: 'Wanjiru K.',
      discipline: 'Visual Artist',
      postCount: 1,
    });
    const [stored] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.author).toBe(before.displayName);
    const next = (await writePost(ctx.app, member.cookie, forum.id, { title: 'Again', content: 'C' })).json<Post>();
    expect(next.author).toBe('Wanjiru K.');
  });

  it.each([
    [
      'a blank display name',
      { displayName: '   ', bio: '', discipline: 'Writer' },
      'Display name is required.',
      'displayName',
    ],
    [
      'a 61-character display name',
      { displayName: 'x'.repeat(61), bio: '', discipline: 'Writer' },
      'Display name must be at most 60 characters.',
      'displayName',
    ],
    [
      'a 1,001-character bio',
      { displayName: 'Ok', bio: 'b'.repeat(1001), discipline: 'Writer' },
      'Bio must be at most 1000 characters.',
      'bio',
    ],
  ])(
    'refuses %s with 400 and its message, naming the field, changing nothing',
    async (_case, payload, message, field) => {
      const member = await joinAs(ctx.app, ctx.database.db, 'member', 'careful@example.com');
      const before = await memberOf(ctx.database.db, member.uid);
      const response = await saveProfile(member, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message, field });
      expect((await memberOf(ctx.database.db, member.uid)).displayName).toBe(before.displayName);
    },
  );

  it('refuses a discipline outside the eight', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const response = await saveProfile(member, { displayName: 'Ok', bio: '', discipline: 'Astronaut' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('keeps lastSeen and the online state on the profile when presence is reported, creating a missing profile', async () => {
    const member = await withoutProfile('moussa@example.com');
    const started = Date.now();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/presence',
      headers: { cookie: member.cookie },
    });

    expect(response.statusCode).toBe(204);
    const profile = (await readProfile(member)).json<Profile>();
    expect(profile).toMatchObject({ exists: true, displayName: defaultDisplayName(member.uid), isOnline: true });
    expect(Date.parse(profile.lastSeen!)).toBeGreaterThanOrEqual(started - 1);
    await ctx.database.db
      .update(communityUsers)
      .set({ lastSeen: new Date(Date.now() - 6 * 60_000) })
      .where(eq(communityUsers.userId, member.uid));
    expect((await readProfile(member)).json<Profile>().isOnline).toBe(false);
  });

  it('never takes over another profile with the same e-mail, such as a demo persona (SECURITY.md)', async () => {
    const member = await withoutProfile('ada.obi@example.com');
    await ctx.database.db
      .insert(communityUsers)
      .values({ displayName: 'Ada Obi', handle: 'adaobi', email: 'Ada.Obi@example.com', reputation: 42 });

    const response = await saveProfile(member, { displayName: 'Ada Obi', bio: 'Singer.', discipline: 'Musician' });

    expect(response.statusCode).toBe(409);
    const [persona] = await ctx.database.db.select().from(communityUsers);
    expect(persona!.userId).toBeNull();
    expect(await countRows(ctx.database.db, communityUsers)).toBe(1);
  });
});
