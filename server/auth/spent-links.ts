// Mailed links (password resets, address confirmations) are worth nothing once used or expired; the
// housekeeping round removes them a day later (the day leaves them in a data export made meanwhile).
import { lt, or } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { emailVerifications, passwordResets } from '@server/db/schema';

export const SPENT_LINKS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function deleteSpentLinks(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SPENT_LINKS_KEPT_MS);
  let removed = 0;
  for (const table of [passwordResets, emailVerifications]) {
    const deleted = await db
      .delete(table)
      .where(or(lt(table.expiresAt, before), lt(table.usedAt, before)))
      .returning({ id: table.id });
    removed += deleted.length;
  }
  return removed;
}
