// "Sign in and come back here" (docs/product.md §11): an action that needs an account sends a visitor to
// the sign-in screen with the address they were at (`/login?next=…`), and the sign-in and join screens
// lead back there (lib/return-path.ts). Every such link and redirect goes through these hooks, so that none forgets `next`.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from './paths';

/** The address on screen: its path, query and #hash. */
export function useHere(): string {
  const { pathname, search, hash } = useLocation();
  return pathname + search + hash;
}

/** '/login?next=<here>': the target of a "Sign in to …" link. */
export function useSignInPath(): string {
  return signInPath(useHere());
}

/** Sends the visitor to sign in, to come back to `next` (the address on screen unless told). */
export function useSendToSignIn(): (next?: string) => void {
  const here = useHere();
  const navigate = useNavigate();
  return useCallback((next?: string) => void navigate(signInPath(next ?? here)), [here, navigate]);
}
