// Creates an account and its community profile in one transaction: nobody ever has one without the other.
import { and, isNull, sql } from 'drizzle-orm';
import { accountMessages, emailLocalPart, normaliseEmail } from '@shared/schemas/auth-limits';
import type { Db } from '@server/db/database';
import { communityUsers, users } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict } from '@server/errors';
import { hashPassword } from '../passwords';
import { findUserByEmail, type UserRow } from '../users-repository';

export interface NewAccount {
  email: string;
  password: string;
  displayName?: string | undefined;
  role?: UserRow['role'];
}

export async function createAccount(db: Db, input: NewAccount): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  const displayName = input.displayName?.trim() || emailLocalPart(email);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, role: input.role ?? 'member' })
        .returning();
      // A sample member with this e-mail (from the seed) becomes this account's profile.
      const claimed = await tx
        .update(communityUsers)
        .set({ userId: user!.id })
        .where(and(sql`lower(${communityUsers.email}) = ${email}`, isNull(communityUsers.userId)))
        .returning({ id: communityUsers.id });
      if (claimed.length === 0) {
        await tx.insert(communityUsers).values({ userId: user!.id, email, displayName });
      }
      return user!;
    });
  } catch (error) {
    // Two joins with one e-mail at the same moment: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}
