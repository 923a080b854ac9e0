// Deleting an account, in one transaction: the profile turns into an anonymous "Former member" (posts and
// replies stay), the orders stay detached with what the law needs (order-records.ts), the mail to the
// member goes, then the account's row, and with it (by their foreign keys' cascade) its sessions, mailed
// links, notifications, cart and door duties. What is kept, and for how long: docs/privacy.md.
import { eq } from 'drizzle-orm';
import { accountMessages } from '@shared/schemas/account-messages';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import { conflict, unauthorized } from '@server/errors';
import { ownAddresses } from '../own-addresses';
import { ownProfileId } from '../own-profile';
import { anonymiseMember } from '@server/community/account-data/anonymise-member';
import { eraseMail } from '@server/mail/account-data/erase-mail';
import { eraseNewsletterAndContact } from '@server/site-pages/account-data/erase-newsletter-and-contact';
import { detachOrders } from '@server/shop/account-data/order-records';

/** Deletes the account; answers the picture no profile shows any more (or null), to remove once committed. */
export async function deleteAccount(db: Db, userId: string): Promise<{ avatarUrl: string | null }> {
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

    const addresses = await ownAddresses(tx, userId);
    const memberId = await ownProfileId(tx, userId);
    const avatarUrl = memberId ? await anonymiseMember(tx, memberId) : null;
    await detachOrders(tx, userId);
    await eraseMail(tx, addresses);
    await eraseNewsletterAndContact(tx, userId, addresses);
    await tx.delete(users).where(eq(users.id, userId));
    return { avatarUrl };
  });
}
