// Putting work on the one job runner (runner.ts). Enqueue inside the transaction that makes the work
// necessary (an order and its expiry), so both are stored or neither is.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { jobs } from '@server/db/schema';

export interface JobRequest {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this moment; now by default. */
  runAt?: Date;
  /** A job with a key is enqueued once: a second request with the same key is ignored. */
  key?: string;
  /** Runs before the job is given up and left for an admin to see. */
  maxAttempts?: number;
}

export async function enqueueJob(db: Db, { kind, payload = {}, runAt, key, maxAttempts }: JobRequest): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind,
      payload,
      key: key ?? null,
      ...(runAt ? { runAt } : {}),
      ...(maxAttempts ? { maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.key, where: sql`${jobs.key} is not null` });
}
