import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { buttonClasses } from '@client/components/ui/button-styles';
import { failureMessage } from '@client/lib/failure-message';
import { useAttendees } from '../api/get-attendees';
import { useAddDoorStaff } from '../api/add-door-staff';
import { useDoorStaff } from '../api/get-door-staff';
import { useRemoveDoorStaff } from '../api/remove-door-staff';

/** Per ticket type: sold of the seats, revenue and check-ins; and the list as a CSV file. */
export function AttendeesPanel({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const attendees = useAttendees(eventId);
  const revenue = attendees.data ? formatNaira(attendees.data.revenueKobo) : '';
  return (
    <section aria-labelledby="attendees-heading" className="space-y-3">
      <h2 id="attendees-heading" className="font-display text-xl font-semibold">
        <Trans id="shop.admin.attendees.heading">Attendees</Trans>
      </h2>
      {attendees.isPending && <Spinner />}
      {attendees.isError && (
        <Alert
          message={t({
            id: 'shop.admin.attendees.load-failed',
            message: 'Failed to load the attendees. Please try again.',
          })}
        />
      )}
      {attendees.data && (
        <>
          <table className="w-full text-start text-sm">
            <thead className="text-ink-500">
              <tr>
                <th className="py-2 font-medium">
                  <Trans id="shop.admin.attendees.type">Type</Trans>
                </th>
                <th className="py-2 font-medium">
                  <Trans id="shop.admin.attendees.sold">Sold</Trans>
                </th>
                <th className="py-2 font-medium">
                  <Trans id="shop.admin.attendees.revenue">Revenue</Trans>
                </th>
                <th className="py-2 font-medium">
                  <Trans id="shop.ticket.checked-in">Checked in</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-900/10">
              {attendees.data.types.map(({ name, sold, capacity, revenueKobo, checkedIn }) => (
                <tr key={name}>
                  <td className="py-2 font-semibold">{name}</td>
                  <td className="py-2">
                    <Trans id="shop.admin.attendees.sold-of">
                      {sold} of {capacity}
                    </Trans>
                  </td>
                  <td className="py-2">{formatNaira(revenueKobo)}</td>
                  <td className="py-2">{checkedIn}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="font-semibold">
            <Trans id="shop.admin.attendees.total-revenue">Revenue: {revenue}</Trans>
          </p>
          <a
            href={`/api/admin/events/${encodeURIComponent(eventId)}/attendees.csv`}
            download
            className={buttonClasses('secondary', 'md')}
          >
            <Trans id="shop.admin.attendees.download">Download attendee list (CSV)</Trans>
          </a>
        </>
      )}
    </section>
  );
}

/** The members who may open this door: added by their e-mail, taken off with a click. */
export function DoorStaffPanel({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const staff = useDoorStaff(eventId);
  const add = useAddDoorStaff(eventId);
  const remove = useRemoveDoorStaff(eventId);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <section aria-labelledby="door-staff-heading" className="space-y-3">
      <h2 id="door-staff-heading" className="font-display text-xl font-semibold">
        <Trans id="shop.admin.staff.heading">Door staff</Trans>
      </h2>
      <p className="text-sm text-ink-500">
        <Trans id="shop.admin.staff.explain">
          Members named here may check this event’s tickets in, and nothing else.
        </Trans>
      </p>
      {staff.data && staff.data.length === 0 && (
        <p className="text-ink-500">
          <Trans id="shop.admin.staff.none">No door staff yet.</Trans>
        </p>
      )}
      <ul className="divide-y divide-ink-900/10">
        {staff.data?.map(({ userId, email: memberEmail }) => (
          <li key={userId} className="flex items-center justify-between gap-3 py-2">
            <span>{memberEmail}</span>
            <button
              type="button"
              className="text-sm font-semibold text-ink-500 hover:text-danger-700 hover:underline"
              onClick={() => remove.mutate(userId)}
              aria-label={t({
                id: 'shop.admin.staff.remove-label',
                message: `Remove ${memberEmail} from the door staff`,
              })}
            >
              <Trans id="shop.remove">Remove</Trans>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label={t({ id: 'shop.admin.staff.email', message: 'Member’s e-mail' })}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-60 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={add.isPending || email.trim() === ''}>
          <Trans id="shop.admin.staff.add">Add to door staff</Trans>
        </Button>
      </form>
      {(add.error ?? remove.error) && <Alert compact message={failureMessage(add.error ?? remove.error)} />}
    </section>
  );
}
