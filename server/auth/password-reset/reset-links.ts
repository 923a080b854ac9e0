// "Forgot password?" links: the token travels only in the mail, the database keeps its SHA-256; a link
// works once and for 30 minutes, and setting a password kills every other link of the account with it.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { passwordResets, users } from '@server/db/schema';
import { hashPassword } from '../lib/passwords';
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens';
import { endWhatThePasswordStarted } from '../commands/password-changed';
import type { UserRow } from '../lib/users-repository';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** A new link's token for the account. */
export async function createResetToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  return token;
}

/**
 * Sets the account's password when the token is good (unused, unexpired), in one transaction: the link
 * and every other one of the account are spent, every session ends and a pending change of address is
 * cancelled (commands/password-changed.ts). Two uses at once: one wins.
 * Answers the account, or null for a bad link.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  /** `locale`: the page's language, for the mail when the member chose none. */
  { locale, now = new Date() }: { locale?: string; now?: Date } = {},
): Promise<UserRow | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecretToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!link) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, link.userId))
      .returning();
    await endWhatThePasswordStarted(tx, link.userId, { keepSession: null, now, locale });
    return user ?? null;
  });
}
