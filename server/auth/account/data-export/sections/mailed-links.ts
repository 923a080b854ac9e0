// The links mailed to the member (password resets, address confirmations): when, until when, whether
// used, and the address each confirms. Never the token's hash.
import { asc, eq } from 'drizzle-orm';
import { emailVerifications, passwordResets } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const mailedLinks: DataSection = async (db, { userId }) => ({
  passwordResets: await db
    .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(asc(passwordResets.createdAt)),
  addressConfirmations: await db
    .select({
      email: emailVerifications.email,
      createdAt: emailVerifications.createdAt,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
    })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .orderBy(asc(emailVerifications.createdAt)),
});
