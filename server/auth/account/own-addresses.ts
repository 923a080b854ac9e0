// The addresses an account has proven its own: its address once confirmed, and each it confirmed by a
// link (a spent confirmation link is a proof: the links a confirmation makes useless are deleted, not
// spent), unless another account has that address now. What was mailed to them is the member's to
// download and goes when the account is deleted; an address only asked for, or joined with and never
// confirmed, may be anyone's and gives nothing (SECURITY.md, "Proven addresses").
import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/database';
import { emailVerifications, users } from '@server/db/schema';

/** Lower-case, each once. */
export async function ownAddresses(db: Db, userId: string): Promise<string[]> {
  const lower = (column: PgColumn) => sql<string>`lower(${column})`.as('address');
  const other = db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), sql`lower(${users.email}) = lower(${emailVerifications.email})`));
  const rows = await db
    .select({ address: lower(users.email) })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)))
    .union(
      db
        .select({ address: lower(emailVerifications.email) })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), isNotNull(emailVerifications.usedAt), notExists(other))),
    );
  return rows.map((row) => row.address);
}
