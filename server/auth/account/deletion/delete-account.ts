// Deleting an account, in one transaction: each feature's part (server/db/account-data.ts) in the order
// app.ts hands them over (the profile turns into an anonymous "Former member" whose posts and replies stay,
// the orders stay detached with what the law needs, the newsletter subscription, the contact messages and
// the mail to the member go), then the account's row, and with it (by their foreign keys' cascade) its
// sessions, mailed links, notifications, cart and door duties. What is kept, and for how long:
// docs/privacy.md.
import { eq } from 'drizzle-orm';
import { accountMessages } from '@shared/schemas/account-messages';
import type { AccountDataPart } from '@server/db/account-data';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import { conflict, unauthorized } from '@server/errors';
import { ownAddresses } from '../own-addresses';
import { ownProfileId } from '../own-profile';

/** Deletes the account; answers the pictures no profile shows any more, to remove once committed. */
export async function deleteAccount(
  db: Db,
  parts: readonly AccountDataPart[],
  userId: string,
): Promise<{ unusedAvatars: string[] }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!account) throw unauthorized();
    if (account.role === 'admin') {
      // Every admin's row, locked in one order: of two admins leaving at once, the second waits, then sees
      // that it is the last.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.id)
        .for('update');
      if (admins.length <= 1) throw conflict(accountMessages.lastAdmin, 'LAST_ADMIN');
    }

    const subject = { userId, memberId: await ownProfileId(tx, userId), addresses: await ownAddresses(tx, userId) };
    const unusedAvatars: string[] = [];
    for (const part of parts) {
      const after = await part.onAccountDeleted?.(tx, subject);
      unusedAvatars.push(...(after?.unusedAvatars ?? []));
    }
    await tx.delete(users).where(eq(users.id, userId));
    return { unusedAvatars };
  });
}
