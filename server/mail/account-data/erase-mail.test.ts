// A deleted account's mail goes from the log: what was sent to its addresses or names one, and the jobs
// that carried one; what only looks alike (mada@ holds ada@) stays.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, mailMessages } from '@server/db/schema';
import { deleteOwnAccount, joinConfirmed } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { queueMail } from '../outbox';

describe.each(testDrivers())("a deleted account's mail on %s", (driver) => {
  const ctx = useTestApp(driver);

  it('goes with the account, and the mail of an address that holds its address inside stays', async () => {
    const db = ctx.database.db;
    const ada = await joinConfirmed(ctx.app, db, 'ada@example.com');
    const kwame = await joinConfirmed(ctx.app, db, 'kwame@example.com');
    const mada = await joinConfirmed(ctx.app, db, 'mada@example.com');
    // A reset asked for: its job carries the address. A notice to another address names this one.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-resets', payload: { email: ada.email } });
    await queueMail(db, 'adaobi@oldmail.example', {
      subject: 'Your Griot address changed',
      heading: 'Your address changed',
      blocks: [{ kind: 'paragraph', text: 'Your account now uses ada@example.com.' }],
    });

    expect(await deleteOwnAccount(ctx.app, ada)).toBe(200);
    expect(
      await db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'email' is not null`),
    ).toEqual([]);
    const mail = await db.select({ to: mailMessages.to }).from(mailMessages);
    expect(mail.map((message) => message.to).sort()).toEqual([kwame.email, mada.email]);
  });
});
