// The token of a newsletter mail's link (`?token=…`), read once; it then leaves the address bar and the
// history, so that it is not shared with the page's address or kept in the browser's history.
export function tokenInQuery(): string {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
