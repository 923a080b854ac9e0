// The account: its address, role, language, mail choices, a suspension (in force or past) and dates. Never the
// password's hash.
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const account: DataSection = async (db, { userId }) => {
  const [row] = await db
    .select({
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.locale,
      mailAboutReplies: users.mailReplies,
      mailAboutMentions: users.mailMentions,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, emailVerified: row.emailVerifiedAt !== null } : null;
};
