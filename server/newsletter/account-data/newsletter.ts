// The newsletter subscription of the member's addresses (a visitor's sign-up is by address, not account):
// the address, its status, dates and language. Not its tokens: they would stop or confirm it for whoever holds the file.
import { asc, inArray, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const newsletter: DataSection = async (db, { addresses }) =>
  addresses.length === 0
    ? []
    : db
        .select({
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          subscribedAt: newsletterSubscribers.createdAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          language: newsletterSubscribers.locale,
        })
        .from(newsletterSubscribers)
        .where(inArray(sql`lower(${newsletterSubscribers.email})`, addresses))
        .orderBy(asc(newsletterSubscribers.createdAt));
