// The newsletter's part of a member's data: the subscription of their addresses (a visitor's sign-up is by
// address, not account), in the download and gone with the account, its deliveries with it.
import { inArray, sql } from 'drizzle-orm';
import type { AccountDataPart } from '@server/db/account-data';
import { newsletterSubscribers } from '@server/db/schema';
import { newsletter } from './newsletter';

export const newsletterAccountData: AccountDataPart = {
  exportSections: { newsletter },
  onAccountDeleted: async (tx, { addresses }) => {
    if (addresses.length > 0)
      await tx.delete(newsletterSubscribers).where(inArray(sql`lower(${newsletterSubscribers.email})`, addresses));
  },
};
