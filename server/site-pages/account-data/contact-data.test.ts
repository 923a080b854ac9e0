// The member's contact messages (from the account or its address) are in their data download and go with
// their account (docs/privacy.md).
import { describe, expect, it } from 'vitest';
import { contactMessages, jobs, mailMessages } from '@server/db/schema';
import { deleteOwnAccount, joinConfirmed } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('contact messages of an account on %s', (driver) => {
  const ctx = useTestApp(driver, { contactTo: 'desk@griot.test' });

  async function memberWithMessages() {
    const member = await joinConfirmed(ctx.app, ctx.database.db, 'ada@example.com');
    const other = await joinConfirmed(ctx.app, ctx.database.db, 'kwame@example.com');
    const contact = (payload: object, cookie?: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload, headers: cookie ? { cookie } : {} });
    // Signed in, and signed out from the account's address; Kwame's own message is his.
    expect(
      (await contact({ name: 'Ada', email: 'ada@example.com', message: 'Signed in.' }, member.cookie)).statusCode,
    ).toBe(202);
    expect((await contact({ name: 'Ada O.', email: 'ADA@example.com', message: 'Signed out.' })).statusCode).toBe(202);
    expect(
      (await contact({ name: 'Kwame', email: 'kwame@example.com', message: 'Mine.' }, other.cookie)).statusCode,
    ).toBe(202);
    return member;
  }

  it('puts the messages in the download', async () => {
    const member = await memberWithMessages();
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/data',
      headers: { cookie: member.cookie },
    });
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{ contactMessages: Array<Record<string, unknown>> }>();
    expect(data.contactMessages.map((m) => m.message)).toEqual(['Signed in.', 'Signed out.']);
    expect(answer.body).not.toContain('Mine.');
  });

  it('deletes them with the account, and leaves another member’s', async () => {
    const member = await memberWithMessages();
    expect(await deleteOwnAccount(ctx.app, member)).toBe(200);
    expect((await ctx.database.db.select().from(contactMessages)).map((m) => m.message)).toEqual(['Mine.']);
    // The mails of Ada's messages to the desk named her address: they went too.
    const mails = await ctx.database.db.select().from(mailMessages);
    expect(mails.filter((m) => m.to === 'desk@griot.test').map((m) => m.subject)).toEqual(['Contact form: Kwame']);
    expect(JSON.stringify(await ctx.database.db.select().from(jobs))).not.toContain('ada@example.com');
  });
});
