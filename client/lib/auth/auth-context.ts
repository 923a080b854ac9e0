// The authentication context of docs/product.md §1: the current user (`{ email, uid }` plus the role the server
// enforces, or null), a loading flag, login and logout. Join and a password reset sign in as well.
import { createContext, useContext } from 'react';
import type { JoinBody, PasswordResetBody, SessionUser } from '@shared/schemas/auth';

export interface AuthValue {
  user: SessionUser | null;
  loading: boolean;
  /** False when the first question about the session went unanswered (offline): who is signed in is unknown. */
  reachable: boolean;
  login: (email: string, password: string) => Promise<void>;
  join: (input: JoinBody) => Promise<void>;
  /** Sets a new password with a reset link's token, which signs in; answers who. */
  resetPassword: (input: PasswordResetBody) => Promise<SessionUser>;
  logout: () => Promise<void>;
  /** Asks the server again who is signed in (after the address is confirmed, or every session ended). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
