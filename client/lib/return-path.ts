// Where the sign-in and join screens lead once done: the `next` of their address (lib/paths.ts), when it is
// a path of this site. Anything else (another site, a scheme, a trick the address parser would turn into
// one) leads home: `next` must never make Griot an open redirect. Loaded with those screens only.
import { useSearchParams } from 'react-router';
import { NEXT_PARAM, paths, SIGN_IN_SCREENS, withNext } from './paths';

/** A made-up origin to resolve `next` against: a path of this site keeps it, anything else leaves it. */
const HERE = 'https://griot.invalid';

/**
 * `next` when it is a path of this site, else null: it starts with one '/', never '//' or '/\' (which
 * browsers read as another host), has no scheme and no control characters (the address parser drops tabs
 * and line breaks, so '/\t/evil.example' would become '//evil.example').
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next[1] === '/' || next[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    return new URL(next, HERE).origin === HERE ? next : null;
  } catch {
    return null;
  }
}

/** `next` when it is safe and not a sign-in screen (which would loop), else home. */
export function returnPath(next: string | null | undefined): string {
  const safe = safeNext(next);
  return safe && !SIGN_IN_SCREENS.includes(new URL(safe, HERE).pathname) ? safe : paths.home.to();
}

/** Where the Admin Panel's sign-in leads: the admin page `next` names, else the dashboard. */
export function adminReturnPath(next: string | null | undefined): string {
  const target = returnPath(next);
  return target === paths.admin.to() || target.startsWith(`${paths.admin.to()}/`) ? target : paths.adminDashboard.to();
}

/** '/admin/login?next=…': the admin page a visitor opened, to come back to once signed in. */
export function adminSignInPath(next: string): string {
  const target = adminReturnPath(next);
  return target === paths.adminDashboard.to() ? paths.adminLogin.to() : withNext(paths.adminLogin.to(), target);
}

/** The `next` this sign-in or join screen was opened with, unchecked: carried along to the other screen. */
export function useNextParam(): string | null {
  return useSearchParams()[0].get(NEXT_PARAM);
}

/** Where this sign-in or join screen leads once done: its `next` when that is a path of this site, else home. */
export function useReturnPath(): string {
  return returnPath(useNextParam());
}
