// What the member wrote through the contact form: from the account, or from one of its addresses while
// signed out.
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { contactMessages } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const contactMessageList: DataSection = (db, { userId, addresses }) =>
  db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(
      or(
        eq(contactMessages.userId, userId),
        addresses.length > 0 ? inArray(sql`lower(${contactMessages.email})`, addresses) : undefined,
      ),
    )
    .orderBy(asc(contactMessages.createdAt));
