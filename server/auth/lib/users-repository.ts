// Accounts: look-ups by e-mail (case-insensitive), the profile's name, and role changes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

/** The display name of the account's community profile (null without one). */
export async function findDisplayName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ displayName: communityUsers.displayName })
    .from(communityUsers)
    .where(eq(communityUsers.userId, userId));
  return row?.displayName ?? null;
}

export async function setUserRole(db: Db, userId: string, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}
