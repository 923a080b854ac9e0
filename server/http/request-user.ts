// Who is asking: `request.user`, set from the session cookie by the auth feature's session hooks, and
// the guards every feature's routes use.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { suspensionRefusal } from './suspension-refusal';
import { AppError, forbidden, unauthorized } from '@server/errors';
import { ADMINS_ONLY } from './http-messages';

/** A suspension in force: its end (null: for good) and the reason the member reads. */
export interface Suspension {
  until: Date | null;
  reason: string;
}

export interface RequestUser {
  id: string;
  email: string;
  role: 'member' | 'admin';
  /** Whether the member has opened the link mailed to their address. */
  emailVerified: boolean;
  /** The community profile as the session lookup found it; undefined when not looked up (viewerOf asks). */
  memberId?: string | null;
  /** The profile's display name as the session lookup found it (the default one included). */
  displayName?: string | null;
  /** Set while the account is suspended (read by the session lookup; see refuseSuspendedWrites). */
  suspension?: Suspension | null;
  /** The language the member chose (shared/locales.ts); null or undefined when they chose none. */
  locale?: string | null;
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
  if (user.role !== 'admin') throw forbidden(ADMINS_ONLY);
}

/**
 * The suspension in force on an account's row, or null: none, or one whose end has passed (a suspension
 * lifts itself when compared with now; no job clears the columns).
 */
export function suspensionOf(
  row: { suspendedAt: Date | null; suspendedUntil: Date | null; suspensionReason: string | null },
  now = new Date(),
): Suspension | null {
  if (!row.suspendedAt) return null;
  if (row.suspendedUntil && row.suspendedUntil.getTime() <= now.getTime()) return null;
  return { until: row.suspendedUntil, reason: row.suspensionReason ?? '' };
}

/**
 * A hook for whole route scopes (every community write, the avatar): a suspended member's write is a 403
 * that says why and until when. Their sessions end when they are suspended; this holds for a session that
 * began at the same moment, and for every write route added to those scopes later.
 */
export const refuseSuspendedWrites: onRequestHookHandler = (request, _reply, done) => {
  // A callback hook: the reads of these scopes (forum and reply pages) go on without a promise to settle.
  const suspension = request.method === 'GET' || request.method === 'HEAD' ? null : request.user?.suspension;
  done(suspension ? new AppError(403, 'SUSPENDED', suspensionRefusal(suspension.until, suspension.reason)) : undefined);
};
