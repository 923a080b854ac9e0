// The token of a mail's link (a reset, a confirmation) rides in the address's fragment (`#token=…`),
// which no server receives. Read once, it leaves the address bar and the history at once.

export function tokenInAddress(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
