import { Link } from 'react-router';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ticket } from '@shared/schemas/shop';
import { CalendarIcon } from '@client/components/ui/icons';
import { paths } from '@client/lib/paths';
import { formatCheckInTime, formatEventTime } from '@client/lib/event-time';

const USED = 'bg-forest-600 text-cream-50';
const VOID = 'bg-danger-50 text-danger-700 ring-1 ring-danger-200';

/** What the ticket's pill says: used at the door (and when), refunded, or void; nothing while it is valid. */
function ticketState(ticket: Ticket): { text: string; className: string } | null {
  switch (ticket.status) {
    case 'valid':
      return null;
    case 'checked_in': {
      if (!ticket.checkedInAt)
        return { text: t({ id: 'shop.ticket.checked-in', message: 'Checked in' }), className: USED };
      const time = formatCheckInTime(ticket.checkedInAt);
      return { text: t({ id: 'shop.ticket.checked-in-at', message: `Checked in at ${time}` }), className: USED };
    }
    case 'void':
      // A copy kept before `refunded` was answered has none: plain void.
      return {
        text: ticket.refunded
          ? t({ id: 'shop.ticket.refunded', message: 'Refunded: not valid for entry' })
          : t({ id: 'shop.ticket.void', message: 'Void: not valid for entry' }),
        className: VOID,
      };
  }
}

/** One ticket as the door reads it: the QR code, the code in large letters, the event, the type, the holder. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const status = ticketState(ticket);
  const { code, typeName, holderName, orderReference, startsAt } = ticket;
  const when = formatEventTime(startsAt, null);
  return (
    <li
      data-testid="ticket"
      className={`flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-900/5 sm:flex-row sm:items-center ${ticket.status === 'void' ? 'opacity-70' : ''}`}
    >
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qrSvg)}`}
        alt={t({ id: 'shop.ticket.qr-alt', message: `QR code of ticket ${code}` })}
        width={176}
        height={176}
        className="mx-auto size-44 shrink-0 sm:mx-0"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-mono text-2xl font-bold tracking-wider text-ink-900" data-testid="ticket-code">
          {ticket.code}
        </p>
        <Link
          to={paths.event.to(ticket.eventSlug)}
          className="block font-display text-lg font-semibold text-ink-900 hover:underline"
        >
          {ticket.eventName}
        </Link>
        <p className="text-ink-700">
          <Trans id="shop.ticket.event-time">
            <time dateTime={startsAt}>{when}</time> (Lagos time)
          </Trans>
        </p>
        <p className="text-ink-700">{ticket.venue}</p>
        <p className="text-sm text-ink-500">
          <Trans id="shop.ticket.detail">
            {typeName} · {holderName} · Order {orderReference}
          </Trans>
        </p>
        {status && (
          <p className={`w-fit rounded-pill px-3 py-1 text-sm font-semibold ${status.className}`}>{status.text}</p>
        )}
        <a
          href={`/api/events/${encodeURIComponent(ticket.eventSlug)}/calendar.ics`}
          download={`${ticket.eventSlug}.ics`}
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
        >
          <CalendarIcon className="size-4" />
          <Trans id="shop.ticket.add-to-calendar">Add to calendar</Trans>
        </a>
      </div>
    </li>
  );
}

/** A list of tickets, soonest event first. */
export function TicketList({ tickets }: { tickets: readonly Ticket[] }) {
  return (
    <ul className="space-y-4">
      {tickets.map((ticket) => (
        <TicketCard key={ticket.code} ticket={ticket} />
      ))}
    </ul>
  );
}
