// The application's one job runner: mail, payment checks, order expiry. Jobs live in the database, so they
// survive a restart, and any number of servers take from the same table: a claim locks its rows with
// FOR UPDATE SKIP LOCKED and marks them taken for a while, so each job runs on one server at a time. A run
// that throws is tried again later, waiting longer each time, until the job's attempts are spent.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import { jobs } from '@server/db/schema';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: string; attempts: number; maxAttempts: number },
) => Promise<void>;

export interface JobRunnerOptions {
  /** How often an idle server looks for due jobs. */
  pollMs: number;
  /** Jobs taken at once. */
  batchSize?: number;
  /** How long a taken job stays taken: a server that died mid-run leaves it to another after this. */
  lockMs?: number;
}

/** Waits between tries: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions,
  ) {}

  /** Each kind has one handler; registering a kind twice is a mistake in the code. */
  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for ${kind} jobs is already registered`);
    this.handlers.set(kind, handler);
  }

  /** Runs every due job, batch after batch, until none is left; answers how many ran. */
  runDue(): Promise<number> {
    // One pass at a time in this process; a caller during a pass waits for it (and its jobs).
    this.running ??= this.drain().finally(() => (this.running = null));
    return this.running;
  }

  /** Polls for due jobs until stopped. */
  start(): void {
    if (this.timer || this.stopped) return;
    const tick = () => {
      this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'the job runner could not read its jobs'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
        });
    };
    this.timer = setTimeout(tick, this.options.pollMs);
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return ran;
      for (const job of claimed) await this.run(job);
      ran += claimed.length;
      if (this.stopped) return ran;
    }
  }

  private claim() {
    const { batchSize = 10, lockMs = 120_000 } = this.options;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${lockMs} * interval '1 millisecond'`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  private async run(job: Awaited<ReturnType<JobRunner['claim']>>[number]): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for ${job.kind} jobs`);
      await handler(job.payload, { id: job.id, attempts: job.attempts, maxAttempts: job.maxAttempts });
      await this.db
        .update(jobs)
        .set({ doneAt: sql`now()`, lockedUntil: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const spent = job.attempts >= job.maxAttempts;
      this.log[spent ? 'error' : 'warn'](
        { job: job.id, kind: job.kind, attempts: job.attempts, err: message },
        spent ? 'a job failed for good' : 'a job failed and will be tried again',
      );
      await this.db
        .update(jobs)
        .set({
          lastError: message.slice(0, 1000),
          lockedUntil: null,
          ...(spent
            ? { failedAt: sql`now()` }
            : { runAt: sql`now() + ${retryDelayMs(job.attempts)} * interval '1 millisecond'` }),
        })
        .where(eq(jobs.id, job.id));
    }
  }
}
