// The job runner under test: waiting jobs made due at once, rather than waiting out their retry delay.
import { isNull } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { jobs } from '@server/db/schema';

/** Every job not yet done becomes due now; `app.jobs.runDue()` then runs it. */
export async function makeWaitingJobsDue(db: Db): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(isNull(jobs.doneAt));
}
