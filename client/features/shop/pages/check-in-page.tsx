import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckInAnswer } from '@shared/schemas/tickets';
import { checkInText } from '@shared/door-texts';
import { say } from '@shared/texts';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { ApiError } from '@client/lib/api/api-errors';
import { useAuth } from '@client/lib/auth/auth-context';
import { formatCheckInTime } from '@client/lib/event-time';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { ShopFrame } from '../components/shop-frame';
import { useCheckIn } from '../api/check-in';
import { useDoorEvent } from '../api/get-door-event';
import { CameraScanner } from '../components/camera-scanner';
import { AttendeesPanel, DoorStaffPanel } from '../admin/components/organiser-panels';
import { CancelEventPanel } from '../admin/components/cancel-event-panel';

const OUTCOME = {
  checked_in: 'bg-forest-600 text-cream-50',
  already: 'bg-ochre-300 text-ink-900',
  invalid: 'bg-danger-700 text-cream-50',
} satisfies Record<CheckInAnswer['outcome'], string>;

/** The door of one event: type or scan a code, and a large answer anyone at the door can read. */
export function CheckInPage() {
  const { t, i18n } = useLingui();
  const { slug = '' } = useParams();
  const { user } = useAuth();
  const door = useDoorEvent(slug);
  const checkIn = useCheckIn(slug);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (door.isPending) return <Spinner className="py-section" />;
  if (door.isError) {
    const refused = door.error instanceof ApiError && (door.error.status === 401 || door.error.status === 403);
    return (
      <ShopFrame title={t({ id: 'shop.door.title', message: 'Check-in' })}>
        {refused ? (
          <Alert message={failureMessage(door.error)} />
        ) : (
          <LoadFailure
            message={t({ id: 'shop.door.load-failed', message: 'Failed to load this door. Please try again.' })}
            query={door}
          />
        )}
        <p className="mt-6">
          <Link to={paths.checkIns.to()} className="font-semibold underline">
            <Trans id="shop.door.choose-another">Choose another event</Trans>
          </Link>
        </p>
      </ShopFrame>
    );
  }

  const send = (typed: string) => {
    if (!typed.trim()) return;
    checkIn.mutate(typed, {
      onSuccess: () => {
        setCode('');
        form.current?.querySelector('input')?.focus();
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };
  const answer = checkIn.data;
  const counts = door.data;
  const { name, checkedIn, sold } = counts;
  return (
    <ShopFrame title={t({ id: 'shop.door.event-title', message: `Check-in: ${name}` })}>
      <p className="text-lg text-ink-700" data-testid="door-counts">
        <Trans id="shop.door.counts">
          <strong className="text-ink-900">{checkedIn}</strong> of <strong>{sold}</strong> checked in
        </Trans>
      </p>
      <div aria-live="assertive" className="mt-6 empty:hidden">
        {answer && (
          <p
            data-testid="check-in-answer"
            className={`rounded-card px-6 py-8 text-center font-display text-3xl font-semibold sm:text-4xl ${OUTCOME[answer.outcome]}`}
          >
            {say(i18n, checkInText(answer, answer.checkedInAt && formatCheckInTime(answer.checkedInAt)))}
            {answer.code && <span className="mt-2 block font-mono text-lg font-normal">{answer.code}</span>}
          </p>
        )}
      </div>
      <form ref={form} onSubmit={submit} className="mt-6 flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label={t({ id: 'shop.door.ticket-code', message: 'Ticket code' })}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the shape of a ticket's code, in any language
          placeholder="7KQ2-M9XD-4T"
          className="min-w-60 flex-1"
        />
        <Button type="submit" variant="primary" disabled={checkIn.isPending || code.trim() === ''}>
          {checkIn.isPending ? (
            <Trans id="shop.door.checking">Checking…</Trans>
          ) : (
            <Trans id="shop.door.check-in">Check in</Trans>
          )}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setCamera((open) => !open)} aria-pressed={camera}>
          {camera ? (
            <Trans id="shop.door.close-camera">Close camera</Trans>
          ) : (
            <Trans id="shop.door.scan">Scan with camera</Trans>
          )}
        </Button>
      </form>
      {checkIn.isError && <Alert className="mt-4" message={failureMessage(checkIn.error)} />}
      {camera && (
        <div className="mt-6">
          <CameraScanner onCode={send} />
        </div>
      )}
      {user?.role === 'admin' && (
        <div className="mt-12 grid gap-10 md:grid-cols-2">
          <AttendeesPanel eventId={counts.id} />
          <DoorStaffPanel eventId={counts.id} />
          <CancelEventPanel eventId={counts.id} eventName={counts.name} />
        </div>
      )}
    </ShopFrame>
  );
}
