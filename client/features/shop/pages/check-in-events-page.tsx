import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { ButtonLink } from '@client/components/ui/button-link';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import { useSignInPath } from '@client/lib/sign-in-return';
import { ShopFrame } from '../components/shop-frame';
import { formatEventTime } from '@client/lib/event-time';
import { useDoorEvents } from '../api/get-door-events';

function DoorCount({ checkedIn, sold }: { checkedIn: number; sold: number }) {
  return (
    <Trans id="shop.door.event-count">
      {checkedIn} of {sold} checked in
    </Trans>
  );
}

function DoorEvents() {
  const { t } = useLingui();
  const events = useDoorEvents();
  if (events.isPending) return <Spinner className="py-10" />;
  if (events.isError) {
    return (
      <LoadFailure
        message={t({ id: 'shop.door.events-load-failed', message: 'Failed to load the events. Please try again.' })}
        query={events}
      />
    );
  }
  if (events.data.length === 0) {
    return (
      <EmptyState
        title={t({ id: 'shop.door.no-doors-title', message: 'No doors to open' })}
        description={t({
          id: 'shop.door.no-doors-description',
          message: 'An admin names you door staff of an event; its check-in then shows here.',
        })}
      />
    );
  }
  return (
    <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
      {events.data.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-4">
          <span>
            {/* A page of its own, the one whose policy lets it use the camera (app/camera-documents.tsx). */}
            <Link
              to={paths.checkIn.to(event.slug)}
              reloadDocument
              className="font-display text-lg font-semibold text-ink-900 hover:underline"
            >
              {event.name}
            </Link>
            <span className="block text-sm text-ink-500">{formatEventTime(event.startsAt, null)}</span>
          </span>
          <span className="text-sm text-ink-700">
            <DoorCount checkedIn={event.checkedIn} sold={event.sold} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "Which event?": the doors the asker may open, soonest first. */
export function CheckInEventsPage() {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const signIn = useSignInPath();
  if (loading) return <Spinner className="py-section" />;
  return (
    <ShopFrame title={t({ id: 'shop.door.title', message: 'Check-in' })}>
      {user ? (
        <DoorEvents />
      ) : (
        <div className="space-y-4 text-ink-700">
          <p>
            <Trans id="shop.door.sign-in-hint">Sign in with the account an admin named as door staff.</Trans>
          </p>
          <ButtonLink to={signIn} variant="secondary">
            <Trans id="shop.sign-in">Sign in</Trans>
          </ButtonLink>
        </div>
      )}
    </ShopFrame>
  );
}
