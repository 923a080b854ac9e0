import { useState, type FormEvent } from 'react';
import { formatNaira } from '@shared/money';
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
  const attendees = useAttendees(eventId);
  return (
    <section aria-labelledby="attendees-heading" className="space-y-3">
      <h2 id="attendees-heading" className="font-display text-xl font-semibold">
        Attendees
      </h2>
      {attendees.isPending && <Spinner />}
      {attendees.isError && <Alert message="Failed to load the attendees. Please try again." />}
      {attendees.data && (
        <>
          <table className="w-full text-left text-sm">
            <thead className="text-ink-500">
              <tr>
                <th className="py-2 font-medium">Type</th>
                <th className="py-2 font-medium">Sold</th>
                <th className="py-2 font-medium">Revenue</th>
                <th className="py-2 font-medium">Checked in</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-900/10">
              {attendees.data.types.map((type) => (
                <tr key={type.name}>
                  <td className="py-2 font-semibold">{type.name}</td>
                  <td className="py-2">
                    {type.sold} of {type.capacity}
                  </td>
                  <td className="py-2">{formatNaira(type.revenueKobo)}</td>
                  <td className="py-2">{type.checkedIn}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="font-semibold">Revenue: {formatNaira(attendees.data.revenueKobo)}</p>
          <a
            href={`/api/admin/events/${encodeURIComponent(eventId)}/attendees.csv`}
            download
            className={buttonClasses('secondary', 'md')}
          >
            Download attendee list (CSV)
          </a>
        </>
      )}
    </section>
  );
}

/** The members who may open this door: added by their e-mail, taken off with a click. */
export function DoorStaffPanel({ eventId }: { eventId: string }) {
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
        Door staff
      </h2>
      <p className="text-sm text-ink-500">Members named here may check this event’s tickets in, and nothing else.</p>
      {staff.data && staff.data.length === 0 && <p className="text-ink-500">No door staff yet.</p>}
      <ul className="divide-y divide-ink-900/10">
        {staff.data?.map((member) => (
          <li key={member.userId} className="flex items-center justify-between gap-3 py-2">
            <span>{member.email}</span>
            <button
              type="button"
              className="text-sm font-semibold text-ink-500 hover:text-danger-700 hover:underline"
              onClick={() => remove.mutate(member.userId)}
              aria-label={`Remove ${member.email} from the door staff`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label="Member’s e-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-60 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={add.isPending || email.trim() === ''}>
          Add to door staff
        </Button>
      </form>
      {(add.error ?? remove.error) && <Alert compact message={failureMessage(add.error ?? remove.error)} />}
    </section>
  );
}
