// A deleted account's mail goes from the log: every stored message to one of its addresses or naming one
// (sent, failed, held in the outbox or still queued: a queued one's job then finds nothing to send), and the
// finished jobs that carried an address (a password reset's request). Runs in the deletion's transaction.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { jobs, mailMessages } from '@server/db/schema';
import { naming } from './mail-log';

export async function eraseMail(tx: Db, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  await tx.delete(mailMessages).where(naming(addresses));
  await tx.delete(jobs).where(inArray(sql`lower(${jobs.payload}->>'email')`, addresses));
}
