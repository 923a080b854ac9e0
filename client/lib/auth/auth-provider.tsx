import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JoinBody, SessionUser } from '@shared/schemas/auth';
import { KEPT_ORDERS_KEY, KEPT_TICKETS_KEY } from '@client/lib/offline/offline-copies';
import { isOnline, subscribeToConnection } from '@client/lib/api/connection-status';
import { AuthContext, type AuthValue } from './auth-context';
import { getSession, postJoin, postLogin, postLogout, postPasswordReset } from './auth-api';
import { lastSessionUser, rememberSessionUser } from './last-session';

/**
 * Each time the server says who is signed in, the tickets kept on this device for another account (whose
 * session has ended) are forgotten. Loaded only on a device that keeps tickets.
 */
async function settleKeptTickets(uid: string | null): Promise<void> {
  try {
    // A member signed in: a guest's orders kept here (their links, their name) are no longer on show.
    if (uid !== null) localStorage.removeItem(KEPT_ORDERS_KEY);
    if (localStorage.getItem(KEPT_TICKETS_KEY) === null) return;
    (await import('@client/lib/offline/kept-tickets')).settleKeptTickets(uid);
  } catch {
    // Storage off, or the code not loadable: nothing kept to settle.
  }
}

/**
 * Holds who is signed in. Nothing below it renders until the first answer about the session has
 * arrived (docs/product.md §1), so no screen ever flashes the signed-out state for a signed-in member.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    let live = true;
    const settle = (first: SessionUser | null, answered: boolean) => {
      if (!live) return;
      // The first render of the whole app: in a transition, React renders it in slices and lets the
      // browser handle input between them, instead of one long task.
      startTransition(() => {
        setUser(first);
        setReachable(answered);
        setLoading(false);
      });
    };
    getSession()
      .then(async (state) => {
        rememberSessionUser(state.user);
        await settleKeptTickets(state.user?.uid ?? null);
        settle(state.user, true);
      })
      // Unreachable server: carry on as whoever it last said was signed in in this tab (not as signed out,
      // which a member would read as being logged out); the offline banner says why, and the server is asked
      // again once it answers (below).
      .catch(() => settle(lastSessionUser(), false));
    return () => {
      live = false;
    };
  }, []);

  const signedIn = useCallback(
    (next: SessionUser | null) => {
      rememberSessionUser(next);
      void settleKeptTickets(next?.uid ?? null);
      setUser(next);
      setReachable(true);
      // What a screen shows may depend on who is asking.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  // Started without the server's answer: as soon as the server answers anything again, ask who is signed in.
  useEffect(() => {
    if (loading || reachable) return;
    return subscribeToConnection(() => {
      if (isOnline())
        getSession().then(
          ({ user: now }) => signedIn(now),
          () => undefined,
        );
    });
  }, [loading, reachable, signedIn]);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      loading,
      reachable,
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
    [user, loading, reachable, signedIn],
  );

  return <AuthContext.Provider value={value}>{loading ? null : children}</AuthContext.Provider>;
}
