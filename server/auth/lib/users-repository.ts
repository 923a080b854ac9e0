// Accounts: look-ups by e-mail (case-insensitive) and role changes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function setUserRole(db: Db, userId: string, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}
