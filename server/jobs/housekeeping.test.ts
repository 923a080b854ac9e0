import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { carts, communityUsers, emailVerifications, jobs, passwordResets, sessions } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { testConfig, useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { enqueueHousekeeping, HOUSEKEEPING_JOB } from './housekeeping';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe.each(testDrivers())('the hourly housekeeping round on %s', (driver) => {
  const logLines: string[] = [];
  const ctx = useTestApp(driver, {}, { logLines });
  const rounds = () =>
    logLines
      .map((line) => JSON.parse(line) as { msg: string; done?: Record<string, number> })
      .filter((line) => line.msg === 'housekeeping round');

  it('removes what can no longer be used, keeps the rest, and runs once an hour however many servers ask', async () => {
    const db = ctx.database.db;
    const gone = await joinAs(ctx.app, db, 'member', 'gone@example.com');
    const here = await joinAs(ctx.app, db, 'member', 'here@example.com');
    await db
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.userId, gone.uid));
    const link = (usedAt: Date | null, expiresAt: Date, tokenHash: string) => ({
      userId: here.uid,
      tokenHash,
      usedAt,
      expiresAt,
    });
    await db
      .insert(passwordResets)
      .values([
        link(ago(2 * DAY), new Date(), 'used-long-ago'),
        link(null, ago(2 * DAY), 'expired-long-ago'),
        link(ago(60_000), new Date(), 'used-just-now'),
        link(null, new Date(Date.now() + DAY), 'still-good'),
      ]);
    await db.insert(emailVerifications).values([
      { ...link(ago(3 * DAY), ago(2 * DAY), 'confirmed-long-ago'), email: 'here@example.com' },
      { ...link(null, new Date(Date.now() + DAY), 'waiting'), email: 'here@example.com' },
    ]);
    const [old, recent, member] = await db
      .insert(carts)
      .values([
        { visitorHash: 'cookie-long-expired', createdAt: ago(32 * DAY) },
        { visitorHash: 'cookie-still-valid', createdAt: ago(10 * DAY) },
        { userId: here.uid, createdAt: ago(90 * DAY) },
      ])
      .returning({ id: carts.id });
    await db
      .update(communityUsers)
      .set({ lastSeen: ago(2 * DAY) })
      .where(eq(communityUsers.userId, gone.uid));
    await db.update(communityUsers).set({ lastSeen: new Date() }).where(eq(communityUsers.userId, here.uid));

    // Three servers ask for this hour's round at start; two of them take due jobs at the same moment.
    const second = await buildApp({
      config: testConfig(),
      database: ctx.database,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    try {
      await Promise.all([enqueueHousekeeping(db), enqueueHousekeeping(db), enqueueHousekeeping(db)]);
      logLines.length = 0;
      await Promise.all([ctx.app.jobs.runDue(), second.jobs.runDue()]);
    } finally {
      await second.close();
    }

    expect(rounds()).toHaveLength(1);
    expect(rounds()[0]!.done).toEqual({
      expiredSessions: 1,
      spentLinks: 3,
      unreachableCarts: 1,
      oldPresence: 1,
      orderRetention: 0,
      expiredLimitCounters: 0,
    });
    expect((await db.select({ userId: sessions.userId }).from(sessions)).map((row) => row.userId)).toEqual([here.uid]);
    expect(
      (await db.select({ hash: passwordResets.tokenHash }).from(passwordResets)).map((row) => row.hash).sort(),
    ).toEqual(['still-good', 'used-just-now']);
    expect(
      (
        await db
          .select({ hash: emailVerifications.tokenHash })
          .from(emailVerifications)
          .where(inArray(emailVerifications.tokenHash, ['confirmed-long-ago', 'waiting']))
      ).map((row) => row.hash),
    ).toEqual(['waiting']);
    const left = await db
      .select({ id: carts.id })
      .from(carts)
      .where(inArray(carts.id, [old!.id, recent!.id, member!.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, member!.id].sort());
    const seen = await db
      .select({ userId: communityUsers.userId, lastSeen: communityUsers.lastSeen })
      .from(communityUsers);
    expect(seen.find((row) => row.userId === gone.uid)!.lastSeen).toBeNull();
    expect(seen.find((row) => row.userId === here.uid)!.lastSeen).not.toBeNull();

    // This hour's round is done; the next hour's is waiting, enqueued once.
    const rows = await db
      .select({ key: jobs.key, doneAt: jobs.doneAt, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.kind, HOUSEKEEPING_JOB))
      .orderBy(jobs.runAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.doneAt).not.toBeNull();
    expect(rows[1]!.doneAt).toBeNull();
    expect(rows[1]!.runAt.getTime() - rows[0]!.runAt.getTime()).toBe(60 * 60 * 1000);
    expect(rows[1]!.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    // Asking again within the hour (a server restarting) runs nothing more.
    await enqueueHousekeeping(db);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(rounds()).toHaveLength(1);
  });

  it('runs the other tasks when one fails, says which in the log, and tries the round again later', async () => {
    const db = ctx.database.db;
    const gone = await joinAs(ctx.app, db, 'member', 'gone@example.com');
    await db
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.userId, gone.uid));
    // The presence task fails: its column is gone.
    await db.execute(sql.raw('alter table community_users rename column last_seen to last_seen_elsewhere'));
    await enqueueHousekeeping(db);
    logLines.length = 0;
    await ctx.app.jobs.runDue();

    const lines = logLines.map((line) => JSON.parse(line) as { msg: string; task?: string; done?: object });
    expect(lines.find((line) => line.msg === 'a housekeeping task failed')?.task).toBe('oldPresence');
    expect(lines.find((line) => line.msg === 'housekeeping round')?.done).toMatchObject({ expiredSessions: 1 });
    expect(await db.select().from(sessions).where(eq(sessions.userId, gone.uid))).toEqual([]);
    const [round] = await db
      .select({ doneAt: jobs.doneAt, lastError: jobs.lastError, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.kind, HOUSEKEEPING_JOB))
      .orderBy(jobs.createdAt)
      .limit(1);
    expect(round!.doneAt).toBeNull();
    expect(round!.lastError).toBe('Housekeeping tasks failed: oldPresence');
    expect(round!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
