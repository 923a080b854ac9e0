// Before real paths, every address was a hash (`/#/music`, `/#/admin/login`). Such links, shared or
// bookmarked, keep working: the address is rewritten to its path before the router reads it. A plain
// anchor (`#main`) is not a screen and stays as it is.

/** The path a hash link names (`#/music?x=1` → `/music?x=1`), or null for anything else. */
export function pathOfHashLink(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/** Moves an old hash address to its path, in place (no new history entry); true when it did. */
function moveHashLinkToPath(): boolean {
  const path = pathOfHashLink(window.location.hash);
  if (path === null) return false;
  window.history.replaceState(window.history.state, '', path);
  return true;
}

/**
 * Moves the address the app opens at, before the router reads it, and any old hash link followed later
 * (one in a forum post, or typed into the address bar): the router hears of it as of a step in history.
 */
export function followHashLinks(): void {
  moveHashLinkToPath();
  window.addEventListener('hashchange', () => {
    if (moveHashLinkToPath())
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  });
}
