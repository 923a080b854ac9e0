// The hourly housekeeping round runs on the one job runner, so it runs once an hour across every server: each hour is one job keyed by its start, which only the first server to ask enqueues and
// only one server claims. Each run enqueues the next hour's first, so the chain survives a failing task;
// every server also asks for the current hour at start, which mends a chain a long outage broke.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import { enqueueJob } from './queue';
import type { JobRunner } from './runner';

/**
 * The round's tasks, each owned by its feature (its index.ts): rows that can no longer be used, and
 * personal data past the time docs/privacy.md promises to keep it. Each answers how many rows it removed
 * or cleared.
 */
export type HousekeepingTasks = Record<string, (db: Db, now: Date) => Promise<number>>;

export const HOUSEKEEPING_JOB = 'housekeeping';
const HOUR_MS = 60 * 60 * 1000;

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Enqueues the round of the hour `at` falls in (at once when that hour has begun). */
export async function enqueueHousekeeping(db: Db, at = new Date()): Promise<void> {
  const hour = hourOf(at);
  await enqueueJob(db, {
    kind: HOUSEKEEPING_JOB,
    key: `${HOUSEKEEPING_JOB}:${hour.toISOString()}`,
    payload: { hour: hour.toISOString() },
    runAt: hour,
    maxAttempts: 3,
  });
}

export function registerHousekeeping(jobs: JobRunner, db: Db, log: FastifyBaseLogger, tasks: HousekeepingTasks): void {
  jobs.handle(HOUSEKEEPING_JOB, async (payload) => {
    const hour = new Date(String(payload.hour));
    await enqueueHousekeeping(db, new Date(hour.getTime() + HOUR_MS));
    const started = performance.now();
    const now = new Date();
    const done: Record<string, number> = {};
    const failed: string[] = [];
    for (const [name, task] of Object.entries(tasks)) {
      try {
        done[name] = await task(db, now);
      } catch (error) {
        failed.push(name);
        log.warn({ task: name, err: error }, 'a housekeeping task failed');
      }
    }
    const ms = Math.round(performance.now() - started);
    log.info({ hour: hour.toISOString(), done, ms }, 'housekeeping round');
    // The runner tries the round again later; the tasks that worked find nothing left to do.
    if (failed.length > 0) throw new Error(`Housekeeping tasks failed: ${failed.join(', ')}`);
  });
}
