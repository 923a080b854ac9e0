// The addresses Griot has written to for an account: its own, its profile's, and each it joined with or
// asked to move to (kept by the confirmation links), unless another account has that address now. What
// was mailed to them is the member's to download and goes when the account is deleted.
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/database';
import { communityUsers, emailVerifications, users } from '@server/db/schema';

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
    .where(eq(users.id, userId))
    .union(
      db
        .select({ address: lower(communityUsers.email) })
        .from(communityUsers)
        .where(eq(communityUsers.userId, userId)),
    )
    .union(
      db
        .select({ address: lower(emailVerifications.email) })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), notExists(other))),
    );
  return rows.map((row) => row.address);
}
