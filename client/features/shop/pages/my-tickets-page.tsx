import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ticket } from '@shared/schemas/shop';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { apiGet } from '@client/lib/api/api-client';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import { useSignInPath } from '@client/lib/sign-in-return';
import { ShopFrame } from '../components/shop-frame';
import { refreshGuestTickets } from '../api/refresh-kept-orders';
import { TicketList } from '../components/ticket-card';
import { guestTickets, keepTickets, keptAccount, keptTicketsOf } from '@client/lib/offline/kept-tickets';

/** A member's tickets from the server, kept on this device, as theirs, as they arrive. */
function useMyTickets(account: string | null) {
  const query = useQuery({
    queryKey: ['my-tickets'],
    queryFn: ({ signal }) => apiGet<Ticket[]>('/api/tickets', { signal }),
    enabled: account !== null,
  });
  useEffect(() => {
    if (query.data && account) keepTickets({ account }, query.data);
  }, [query.data, account]);
  return query;
}

/**
 * The copies this device may show: a member's own; a visitor's from the order links opened here; and while
 * the server cannot say who is signed in, the copies of the member last seen here (the door without data).
 */
function visibleKeptTickets(account: string | null, reachable: boolean): Ticket[] {
  if (account) return keptTicketsOf({ account });
  const lastMember = reachable ? null : keptAccount();
  return [...(lastMember ? keptTicketsOf({ account: lastMember }) : []), ...guestTickets()];
}

/**
 * "My tickets": a member's tickets, soonest first; without a network (or an account) the tickets this device
 * has shown before, so the door can still read them.
 */
export function MyTicketsPage() {
  const { t } = useLingui();
  const { user, loading, reachable } = useAuth();
  const signIn = useSignInPath();
  const account = user?.uid ?? null;
  const tickets = useMyTickets(account);
  const [kept, setKept] = useState(() => visibleKeptTickets(account, reachable));
  // A guest's copies, online: their state now (void, refunded, checked in), asked through each order's link.
  const guestOnline = !loading && !user && reachable;
  useEffect(() => {
    if (!guestOnline) return;
    const controller = new AbortController();
    void refreshGuestTickets(controller.signal).then(() => {
      if (!controller.signal.aborted) setKept(visibleKeptTickets(null, true));
    });
    return () => controller.abort();
  }, [guestOnline]);

  // The tickets kept on this device show at once, and whenever the server's are not there (loading, offline):
  // a spinner only when there is nothing to show yet.
  const fromServer = user ? tickets.data : undefined;
  const shown = fromServer ?? kept;
  if (loading || (user && !fromServer && !tickets.isError && kept.length === 0)) {
    return <Spinner className="py-section" />;
  }
  return (
    <ShopFrame title={t({ id: 'shop.tickets.title', message: 'My tickets' })}>
      {user && tickets.isError && kept.length > 0 && (
        <Alert
          message={t({
            id: 'shop.tickets.offline',
            message: 'You are offline: these are the tickets kept on this device.',
          })}
        />
      )}
      {user && tickets.isError && kept.length === 0 && (
        <Alert
          message={t({ id: 'shop.tickets.load-failed', message: 'Failed to load your tickets. Please try again.' })}
        />
      )}
      {shown.length > 0 ? (
        <div className="mt-6">
          <TicketList tickets={shown} />
        </div>
      ) : (
        (fromServer || !user) && (
          <EmptyState
            title={t({ id: 'shop.tickets.empty-title', message: 'No tickets yet' })}
            description={
              user
                ? t({
                    id: 'shop.tickets.empty-member',
                    message: 'Tickets you get for events show here, ready for the door.',
                  })
                : t({
                    id: 'shop.tickets.empty-guest',
                    message:
                      'Sign in to see the tickets you bought with your account. Tickets bought without one are in your receipt e-mail.',
                  })
            }
          />
        )
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {!user && (
          <ButtonLink to={signIn} variant="secondary">
            <Trans id="shop.sign-in">Sign in</Trans>
          </ButtonLink>
        )}
        <ButtonLink to={paths.events.to()} variant="secondary">
          <Trans id="shop.see-upcoming-events">See upcoming events</Trans>
        </ButtonLink>
      </div>
    </ShopFrame>
  );
}
