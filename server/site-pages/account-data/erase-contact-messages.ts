// What a deleted account wrote through the contact form, from the account or from one of its addresses.
// Runs in the deletion's transaction, before the users row (whose deletion would only detach the messages).
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { contactMessages } from '@server/db/schema';

export async function eraseContactMessages(tx: Db, userId: string, addresses: string[]): Promise<void> {
  await tx
    .delete(contactMessages)
    .where(
      or(
        eq(contactMessages.userId, userId),
        addresses.length > 0 ? inArray(sql`lower(${contactMessages.email})`, addresses) : undefined,
      ),
    );
}
