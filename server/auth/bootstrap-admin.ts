// Makes sure an operator can reach the admin panel: ADMIN_EMAIL/ADMIN_PASSWORD create (or promote) the
// first admin; on a fresh database without them, an admin with a random password is created and its
// credentials are shown once. Either admin's address counts as confirmed: the operator chose it (or it is
// the local admin@griot.local, which receives no mail), so it is not asked to confirm it on every page. An
// existing account ADMIN_EMAIL names is confirmed too (SECURITY.md, "Proven addresses").
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import { AppError } from '@server/errors';
import { createAccount, type NewAccount } from './commands/create-account';
import { findUserByEmail, setUserRole } from './lib/users-repository';

export const GENERATED_ADMIN_EMAIL = 'admin@griot.local';

export type AdminBootstrap =
  { kind: 'created'; email: string; password?: string } | { kind: 'promoted'; email: string } | { kind: 'unchanged' };

export async function bootstrapAdmin(
  db: Db,
  admin: { email: string; password: string } | null,
): Promise<AdminBootstrap> {
  if (admin) {
    const existing = await findUserByEmail(db, admin.email);
    if (!existing) {
      if (!(await createUnlessRaced(db, { ...admin, role: 'admin', addressConfirmed: true })))
        return { kind: 'unchanged' };
      return { kind: 'created', email: admin.email.trim().toLowerCase() };
    }
    // The operator names the address as theirs: it is proven by configuration, whether this start creates
    // the account, promotes it, or finds an admin an older version made without confirming it.
    if (existing.emailVerifiedAt === null) await confirmAddress(db, existing.id);
    if (existing.role === 'admin') return { kind: 'unchanged' };
    await setUserRole(db, existing.id, 'admin');
    return { kind: 'promoted', email: existing.email };
  }
  const [anyUser] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((anyUser?.n ?? 0) > 0) return { kind: 'unchanged' };
  const password = randomBytes(12).toString('base64url');
  if (!(await createUnlessRaced(db, { email: GENERATED_ADMIN_EMAIL, password, role: 'admin', addressConfirmed: true })))
    return { kind: 'unchanged' };
  return { kind: 'created', email: GENERATED_ADMIN_EMAIL, password };
}

async function confirmAddress(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Creates the admin account; false when another server starting on the same database at the same moment
 * created it first (the unique e-mail index decides).
 */
async function createUnlessRaced(db: Db, account: NewAccount): Promise<boolean> {
  try {
    await createAccount(db, account);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return false;
    throw error;
  }
}

/** Promotes an existing account to admin; false when no account has that e-mail. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
  return true;
}
