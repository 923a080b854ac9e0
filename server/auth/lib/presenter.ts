import type { SessionUser } from '@shared/schemas/auth';
import { chosenDisplayName } from '@shared/schemas/auth-limits';
import { isLocale } from '@shared/locales';
import type { Db } from '@server/db/database';
import type { RequestUser } from '@server/http/request-user';
import { findDisplayName, type UserRow } from './users-repository';

export function presentSessionUser(user: RequestUser): SessionUser {
  return {
    uid: user.id,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerified,
    displayName: chosenDisplayName(user.displayName, user.id),
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/** An account's row as the session answer shows it (after join, sign-in or a reset), with its profile's name. */
export async function presentAccount(db: Db, user: UserRow): Promise<SessionUser> {
  return presentSessionUser({
    ...user,
    emailVerified: user.emailVerifiedAt !== null,
    displayName: await findDisplayName(db, user.id),
  });
}
