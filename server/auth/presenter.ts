import type { SessionUser } from '@shared/schemas/auth';
import type { RequestUser } from '@server/http/request-user';

export function presentSessionUser(user: RequestUser): SessionUser {
  return { uid: user.id, email: user.email, role: user.role };
}
