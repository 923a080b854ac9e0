// The signed-in member's password, asked again before what only they may do: a new password or address,
// deleting the account.
import { eq } from 'drizzle-orm';
import { accountMessages } from '@shared/schemas/account-messages';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import { badRequest } from '@server/errors';
import { verifyPassword } from '../lib/passwords';

/** The member's password hash, checked against what they typed: a 400 when it is not theirs. */
export async function checkPassword(db: Db, userId: string, password: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.hash ?? null, password))) {
    throw badRequest(accountMessages.currentPasswordWrong, 'WRONG_PASSWORD');
  }
}
