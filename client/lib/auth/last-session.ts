// Who the server last said was signed in, kept for this tab (sessionStorage: gone when the tab closes), so
// that a screen loaded while the server cannot be reached keeps the member's header instead of saying Sign In
// as if they had been signed out. Only the server's answers write it; sign-out clears it.
import type { SessionUser } from '@shared/schemas/auth';

const LAST_SESSION_KEY = 'griot:last-session';

export function rememberSessionUser(user: SessionUser | null): void {
  try {
    if (user) sessionStorage.setItem(LAST_SESSION_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Storage off or full: an unreachable server then shows the signed-out header, as before.
  }
}

export function lastSessionUser(): SessionUser | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(LAST_SESSION_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const user = kept as Partial<SessionUser>;
    return typeof user.uid === 'string' && typeof user.email === 'string' && typeof user.role === 'string'
      ? {
          emailVerified: true,
          displayName: null,
          ...user,
          locale: user.locale ?? null,
          uid: user.uid,
          email: user.email,
          role: user.role,
        }
      : null;
  } catch {
    return null;
  }
}
