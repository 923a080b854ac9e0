// An address is an account's own only once proven: confirmed at join, or by the link of a change. An
// address only asked for, or joined with and never confirmed, may be anyone's: nothing sent from or to it
// is in the account's download, and deleting the account erases none of it (SECURITY.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailMessages, newsletterSubscribers, users } from '@server/db/schema';
import { deleteOwnAccount, joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { ownAddresses } from './own-addresses';

const VICTIM = 'victim.visitor@outside.test';
const DESK = 'desk@griot.test';

describe.each(testDrivers())('the addresses an account has proven on %s', (driver) => {
  const ctx = useTestApp(driver, { contactTo: DESK });
  const db = () => ctx.database.db;
  const post = (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const download = async (account: TestAccount) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/account/data', headers: { cookie: account.cookie } })).json<{
      contactMessages: unknown[];
      newsletter: unknown[];
      mail: Array<{ to: string }>;
    }>();

  /** A visitor without an account writes to the site and subscribes to the newsletter. */
  async function victimWritesAndSubscribes() {
    const message = 'My private situation: please refund my ticket.';
    expect((await post('/api/contact', { name: 'Victim Visitor', email: VICTIM, message })).statusCode).toBe(202);
    expect((await post('/api/newsletter/subscriptions', { email: VICTIM })).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
  }

  /** The ids of what the site holds from and about the victim. */
  const victimsRecords = async () => ({
    contact: (await db().select().from(contactMessages)).filter((row) => row.email === VICTIM).map((row) => row.id),
    subscriptions: (await db().select().from(newsletterSubscribers))
      .filter((row) => row.email === VICTIM)
      .map((row) => row.id),
    mails: (await db().select().from(mailMessages))
      .filter((row) => [VICTIM, DESK].includes(row.to))
      .map((row) => row.id),
  });
  /** Everything held before is held still (the confirmation mails the requests sent are records too). */
  const expectStillHeld = async (before: Awaited<ReturnType<typeof victimsRecords>>) => {
    const after = await victimsRecords();
    expect(after.contact).toEqual(before.contact);
    expect(after.subscriptions).toEqual(before.subscriptions);
    expect(after.mails).toEqual(expect.arrayContaining(before.mails));
  };

  it('gives nothing, and erases nothing, by an address only asked for', async () => {
    await victimWritesAndSubscribes();
    const before = await victimsRecords();
    expect([before.contact.length, before.subscriptions.length, before.mails.length]).toEqual([1, 1, 2]);

    const attacker = await joinAs(ctx.app, db(), 'member', 'att@attacker.test');
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, attacker.uid));
    for (const email of [VICTIM, DESK])
      expect(
        (await post('/api/account/email', { email, password: attacker.password }, attacker.cookie)).statusCode,
      ).toBe(202);

    expect(await ownAddresses(db(), attacker.uid)).toEqual(['att@attacker.test']);
    const data = await download(attacker);
    expect(data.contactMessages).toEqual([]);
    expect(data.newsletter).toEqual([]);
    expect(data.mail.map((mail) => mail.to)).not.toContain(DESK);
    expect(JSON.stringify(data)).not.toContain('refund my ticket');

    expect(await deleteOwnAccount(ctx.app, attacker)).toBe(200);
    await expectStillHeld(before);
  });

  it('gives nothing, and erases nothing, by an address joined with and never confirmed', async () => {
    await victimWritesAndSubscribes();
    const before = await victimsRecords();
    const squatter = await joinAs(ctx.app, db(), 'member', VICTIM);
    expect(await ownAddresses(db(), squatter.uid)).toEqual([]);
    const data = await download(squatter);
    expect(data.contactMessages).toEqual([]);
    expect(data.newsletter).toEqual([]);
    expect(await deleteOwnAccount(ctx.app, squatter)).toBe(200);
    await expectStillHeld(before);
  });

  it("gives the account's confirmed address its records", async () => {
    await victimWritesAndSubscribes();
    const owner = await joinAs(ctx.app, db(), 'member', VICTIM);
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.uid));
    expect(await ownAddresses(db(), owner.uid)).toEqual([VICTIM]);
    const data = await download(owner);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.newsletter).toHaveLength(1);
  });
});
