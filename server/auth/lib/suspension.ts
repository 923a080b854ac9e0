// A suspended account signs in nowhere (sign-in, a password reset's sign-in): 403 with why and until
// when. A suspension whose end has passed is over by itself: it is compared with now, no job lifts it.
import { suspensionRefusal } from '@server/http/suspension-refusal';
import { suspensionOf } from '@server/http/request-user';
import { AppError } from '@server/errors';
import type { UserRow } from './users-repository';

export function refuseSuspendedAccount(user: UserRow, now = new Date()): void {
  const suspension = suspensionOf(user, now);
  if (suspension) throw new AppError(403, 'SUSPENDED', suspensionRefusal(suspension.until, suspension.reason));
}
