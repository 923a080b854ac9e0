import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '@server/db/schema';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { enqueueJob } from './queue';
import { JobRunner, retryDelayMs } from './runner';

describe.each(testDrivers())('the job runner on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('runs each due job once even with several runners taking from the table at once', async () => {
    const db = ctx.database.db;
    const ran: string[] = [];
    const runners = Array.from({ length: 4 }, () => {
      const runner = new JobRunner(db, ctx.app.log, { pollMs: 1000, batchSize: 3 });
      runner.handle('test.count', async (payload) => {
        ran.push(String(payload.n));
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return runner;
    });
    for (let n = 0; n < 40; n++) await enqueueJob(db, { kind: 'test.count', payload: { n } });
    await enqueueJob(db, { kind: 'test.count', payload: { n: 'later' }, runAt: new Date(Date.now() + 60_000) });

    const counts = await Promise.all(runners.map((runner) => runner.runDue()));

    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(ran.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
    expect((await db.select().from(jobs).where(eq(jobs.kind, 'test.count'))).filter((j) => j.doneAt)).toHaveLength(40);
  });

  it('enqueues a keyed job once, and gives up on a job after its attempts, keeping the error', async () => {
    const db = ctx.database.db;
    const runner = new JobRunner(db, ctx.app.log, { pollMs: 1000 });
    runner.handle('test.fail', () => Promise.reject(new Error('the service is down')));
    await enqueueJob(db, { kind: 'test.fail', key: 'once', maxAttempts: 2 });
    await enqueueJob(db, { kind: 'test.fail', key: 'once', maxAttempts: 2 });
    expect(await db.select().from(jobs)).toHaveLength(1);

    await runner.runDue();
    const [first] = await db.select().from(jobs);
    expect(first).toMatchObject({ attempts: 1, failedAt: null, lastError: 'the service is down' });
    expect(first!.runAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1) - 2000);
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1) });
    await runner.runDue();
    const [spent] = await db.select().from(jobs);
    expect(spent!.attempts).toBe(2);
    expect(spent!.failedAt).not.toBeNull();
    expect(await runner.runDue()).toBe(0);
  });
});
