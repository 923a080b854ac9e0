import type { SessionUser } from '@shared/schemas/auth';
import type { RequestUser } from '@server/http/request-user';
import type { UserRow } from './users-repository';

export function presentSessionUser(user: RequestUser): SessionUser {
  return { uid: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified };
}

/** An account's row as the session answer shows it (after join, sign-in or a reset). */
export function presentAccount(user: UserRow): SessionUser {
  return presentSessionUser({ ...user, emailVerified: user.emailVerifiedAt !== null });
}
