import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JoinBody, SessionUser } from '@shared/schemas/auth';
import { AuthContext, type AuthValue } from './auth-context';
import { getSession, postJoin, postLogin, postLogout, postPasswordReset } from './auth-api';

/**
 * Holds who is signed in. Nothing below it renders until the first answer about the session has
 * arrived (docs/product.md §1), so no screen ever flashes the signed-out state for a signed-in member.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    const settle = (first: SessionUser | null) => {
      if (!live) return;
      // The first render of the whole app: in a transition, React renders it in slices and lets the
      // browser handle input between them, instead of one long task.
      startTransition(() => {
        setUser(first);
        setLoading(false);
      });
    };
    getSession()
      .then((state) => settle(state.user))
      // Unreachable server: carry on signed out; the offline banner says why.
      .catch(() => settle(null));
    return () => {
      live = false;
    };
  }, []);

  const signedIn = useCallback(
    (next: SessionUser | null) => {
      setUser(next);
      // What a screen shows may depend on who is asking.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const value = useMemo<AuthValue>(
    () => ({
      user,
      loading,
      login: async (email, password) => signedIn((await postLogin({ email, password })).user),
      join: async (input: JoinBody) => signedIn((await postJoin(input)).user),
      resetPassword: async (input) => {
        const { user: next } = await postPasswordReset(input);
        signedIn(next);
        return next!;
      },
      refresh: async () => signedIn((await getSession()).user),
      logout: async () => {
        try {
          await postLogout();
          // Loaded when needed: sign-out is rare, the first screen is not.
          await import('@client/lib/offline/forget-copies').then(({ forgetOfflineCopies }) => forgetOfflineCopies());
          signedIn(null);
        } catch (error) {
          // Sign-out failures are only logged (docs/product.md §8).
          console.error('Sign-out failed', error);
        }
      },
    }),
    [user, loading, signedIn],
  );

  return <AuthContext.Provider value={value}>{loading ? null : children}</AuthContext.Provider>;
}
