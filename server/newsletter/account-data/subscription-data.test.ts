// The newsletter subscription of the member's addresses is in their data download, without its tokens,
// and goes with their account (docs/privacy.md).
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '@server/db/schema';
import { deleteOwnAccount, joinConfirmed } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('the newsletter subscription of an account on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function subscribedMember() {
    const member = await joinConfirmed(ctx.app, ctx.database.db, 'ada@example.com');
    await ctx.database.db.insert(newsletterSubscribers).values([
      { email: 'Ada@Example.com', status: 'confirmed', unsubscribeToken: 'ada-token', confirmedAt: new Date() },
      { email: 'kwame@example.com', status: 'pending', unsubscribeToken: 'kwame-token' },
    ]);
    return member;
  }

  it('puts the subscription in the download, without its tokens', async () => {
    const member = await subscribedMember();
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/data',
      headers: { cookie: member.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ newsletter: unknown[] }>().newsletter).toEqual([
      {
        email: 'Ada@Example.com',
        status: 'confirmed',
        subscribedAt: expect.any(String) as string,
        confirmedAt: expect.any(String) as string,
        unsubscribedAt: null,
        language: null,
      },
    ]);
    expect(answer.body).not.toContain('ada-token');
    expect(answer.body).not.toContain('kwame');
  });

  it('deletes it with the account, and leaves another address’s', async () => {
    const member = await subscribedMember();
    expect(await deleteOwnAccount(ctx.app, member)).toBe(200);
    expect((await ctx.database.db.select().from(newsletterSubscribers)).map((s) => s.email)).toEqual([
      'kwame@example.com',
    ]);
  });
});
