// Creates an account and its community profile in one transaction: nobody ever has one without the other.
// The profile is always a new one: an existing profile is never handed to an account because their
// e-mails match, since an address is proven only after joining (SECURITY.md).
import { accountMessages } from '@shared/schemas/account-messages';
import { defaultDisplayName, normaliseEmail } from '@shared/schemas/auth-limits';
import type { Locale } from '@shared/locales';
import type { Db } from '@server/db/database';
import { communityUsers, users } from '@server/db/schema';
import { displayNameFor } from '@server/db/display-names';
import { freeHandle } from '@server/db/handles';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict } from '@server/errors';
import { hashPassword } from '../lib/passwords';
import { findUserByEmail, type UserRow } from '../lib/users-repository';

export interface NewAccount {
  email: string;
  password: string;
  displayName?: string | undefined;
  role?: UserRow['role'];
  /** The address counts as confirmed from the start: only for the admin the operator names at setup. */
  addressConfirmed?: boolean;
  /** The language the account was made in, when not English: its first choice, for its mails. */
  locale?: Locale | null;
}

export async function createAccount(db: Db, input: NewAccount): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          role: input.role ?? 'member',
          emailVerifiedAt: input.addressConfirmed ? new Date() : null,
          locale: input.locale ?? null,
        })
        .returning();
      const chosen = input.displayName ? await displayNameFor(tx, input.displayName, user!) : '';
      const displayName = chosen || defaultDisplayName(user!.id);
      const handle = await freeHandle(tx, displayName, user!.id);
      await tx.insert(communityUsers).values({ userId: user!.id, email, displayName, handle });
      return user!;
    });
  } catch (error) {
    // Two joins with one e-mail at the same moment (or a profile that already has it): the unique indexes
    // decide, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}
