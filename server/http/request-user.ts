// Who is asking: `request.user`, set from the session cookie by the auth feature's session hooks, and
// the guards every feature's routes use.
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '@server/errors';

export interface RequestUser {
  id: string;
  email: string;
  role: 'member' | 'admin';
  /** Whether the member has opened the link mailed to their address. */
  emailVerified: boolean;
  /** The community profile as the session lookup found it; undefined when not looked up (viewerOf asks). */
  memberId?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
    sessionId: string | null;
  }
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A hook for whole route scopes: 401 for visitors, 403 for members. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('This area is for administrators only.');
}
