import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { isOnline, subscribeToConnection, useIsOnline, useShownCopySavedAt } from '@client/lib/api/connection-status';
import { savedAtLabel } from '@client/lib/offline/saved-at-label';
import { CheckIcon, WifiOffIcon } from '@client/components/ui/icons';
import { messages } from '@shared/messages';

const BACK_ONLINE_MS = 2_500;
const frame =
  'fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md animate-rise items-center gap-3 rounded-2xl px-5 py-3.5 text-sm font-medium shadow-lift';

/**
 * Tells the user the API is unreachable while it is (and, when the screen shows a copy kept on the device,
 * from when), then flashes "Back online" for a moment. The offline banner disappears as soon as the
 * connection returns.
 */
export function ConnectionBanner() {
  const { i18n } = useLingui();
  const online = useIsOnline();
  const copySavedAt = useShownCopySavedAt();
  const justReconnected = useJustReconnected();

  if (!online) {
    return (
      <div
        role="status"
        data-testid="offline-banner"
        className={`${frame} bg-ink-900 text-cream-50 ring-1 ring-ochre-400/40`}
      >
        <WifiOffIcon className="size-5 shrink-0 text-ochre-300" />
        <span>
          {copySavedAt ? i18n._(messages.offlineShowingCopy(savedAtLabel(copySavedAt))) : i18n._(messages.offline)}
        </span>
      </div>
    );
  }

  if (justReconnected) {
    return (
      <div role="status" data-testid="back-online-banner" className={`${frame} bg-forest-600 text-cream-50`}>
        <CheckIcon className="size-5 shrink-0" />
        <span>{i18n._(messages.backOnline)}</span>
      </div>
    );
  }

  return null;
}

/**
 * True for a moment after the connection comes back. Told by the store itself rather than derived during
 * render: React 18 loses a `useSyncExternalStore` value when its component also updates its own state
 * during render, and the banner then missed the next change of the connection.
 */
function useJustReconnected(): boolean {
  const [justReconnected, setJustReconnected] = useState(false);
  useEffect(() => {
    let wasOnline = isOnline();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToConnection(() => {
      if (isOnline() === wasOnline) return;
      wasOnline = isOnline();
      clearTimeout(timer);
      setJustReconnected(wasOnline);
      if (wasOnline) timer = setTimeout(() => setJustReconnected(false), BACK_ONLINE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return justReconnected;
}
