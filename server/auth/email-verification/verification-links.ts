// Links that confirm an address. After join the link confirms the account's own address; after a change
// of e-mail it confirms the new one, and the account moves to it only then (the old address is told).
// A link works once and for 24 hours; only its token's SHA-256 is kept.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, emailVerifications, users } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict } from '@server/errors';
import { accountMessages } from '@shared/schemas/account-messages';
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens';

export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** A new link's token confirming `email` for the account. */
export async function createVerificationToken(
  db: Db,
  userId: string,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  await db.insert(emailVerifications).values({
    userId,
    email,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
  });
  return token;
}

/** A change says the language the account chose (users.locale), for the mail to the old address. */
export type Confirmation =
  | { kind: 'confirmed'; email: string }
  | { kind: 'changed'; email: string; previousEmail: string; locale: string | null };

/**
 * Spends a good link (unused, unexpired) and confirms its address, moving the account (and its community
 * profile) to it when it is a new one; one transaction. Null for a bad link; a 409 when the new address
 * has been taken by another account since.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<Confirmation | null> {
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tokenHash, hashSecretToken(token)),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      if (!link) return null;
      const [account] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, link.userId));
      if (!account) return null;
      const changed = account.email.toLowerCase() !== link.email.toLowerCase();
      await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, link.userId));
      if (!changed) return { kind: 'confirmed', email: link.email };
      await tx.update(communityUsers).set({ email: link.email }).where(eq(communityUsers.userId, link.userId));
      // The account's other links name an address it no longer has, or one it now has confirmed: they go,
      // rather than being spent, as a spent link proves its address (own-addresses.ts).
      await tx
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.userId, link.userId), isNull(emailVerifications.usedAt)));
      return { kind: 'changed', email: link.email, previousEmail: account.email, locale: account.locale };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(accountMessages.emailTakenSince, 'EMAIL_TAKEN');
    throw error;
  }
}
