import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shared/messages';
import { Link } from 'react-router';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonClasses } from '@client/components/ui/button-styles';
import { CalendarIcon, PinIcon, TicketIcon } from '@client/components/ui/icons';
import { paths } from '@client/lib/paths';
import { DetailScreen } from '../components/detail-screen';
import { ProseText } from '../components/prose-text';
import { TicketPicker } from '../components/ticket-types';
import { formatEventTime, mapLinkOf } from '@client/lib/event-time';
import { eventPlace } from '@shared/event-place';
import { DocumentTitle } from '@client/components/ui/document-title';

/** "With Burna Boy", the name a link to the artist's page. */
function WithArtist({ artist, artistPath }: { artist: string; artistPath: string }) {
  return (
    <p className="mt-3 text-ink-700">
      <Trans id="catalog.event.with-artist">
        With{' '}
        <Link to={artistPath} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
          {artist}
        </Link>
      </Trans>
    </p>
  );
}

/** One event: when (in Lagos time), where (with a map), who, and tickets. */
export function EventPage() {
  const { t, i18n } = useLingui();
  const documentTitle = (name: string) =>
    t({ id: 'catalog.event.document-title', message: `${name} · Events · Griot` });
  const posterAlt = (name: string) => t({ id: 'catalog.event.poster-alt', message: `Poster art for ${name}` });
  return (
    <DetailScreen
      list="events"
      back={{ label: t({ id: 'catalog.event.back-label', message: 'Events' }), to: paths.events.to() }}
      pathOf={paths.event.to}
    >
      {(event) => {
        const place = eventPlace(event);
        return (
          <article className="grid gap-8 md:grid-cols-2 md:gap-12">
            <DocumentTitle>{documentTitle(event.name)}</DocumentTitle>
            <ArtImage
              src={event.imageUrl}
              image={event.image}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              alt={posterAlt(event.name)}
              name={event.name}
              width={800}
              height={500}
              eager
              focus="bottom"
              className="aspect-[16/10] w-full rounded-card"
            />
            <div className="flex flex-col">
              <h1 className="text-display font-semibold text-ink-900">{event.name}</h1>
              <p className="mt-4 text-lg font-semibold text-ink-900">
                <time dateTime={event.startsAt}>{formatEventTime(event.startsAt, event.endsAt)}</time>{' '}
                {/* A real space, not a margin: screen readers and copy-paste read the text. */}
                <span className="ms-1 text-sm font-normal text-ink-500">
                  <Trans id="catalog.event.lagos-time">(Lagos time)</Trans>
                </span>
              </p>
              <p className="mt-3 flex items-start gap-1.5 text-ink-700">
                <PinIcon className="mt-1 size-4 shrink-0 text-terracotta-600" />
                <span>
                  {place}
                  {event.venue && event.location !== place && (
                    <span className="block text-ink-500">{event.location}</span>
                  )}
                  <a
                    href={mapLinkOf(place)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 block text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                  >
                    <Trans id="catalog.event.open-map">Open in OpenStreetMap</Trans>
                  </a>
                </span>
              </p>
              {event.artistRef && (
                <WithArtist artist={event.artistRef.name} artistPath={paths.artist.to(event.artistRef.slug)} />
              )}
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                {event.ticketTypes.length > 0 && !event.cancelledAt && (
                  <a href="#tickets" className={buttonClasses('accent', 'md', 'w-full sm:w-auto')}>
                    <TicketIcon />
                    <Trans id="catalog.event-card.get-tickets">Get Tickets</Trans>
                  </a>
                )}
                {/* An iCalendar file (server/catalog/events/calendar-file.ts): every calendar app opens it. */}
                {!event.cancelledAt && (
                  <a
                    href={`/api/events/${encodeURIComponent(event.slug)}/calendar.ics`}
                    download={`${event.slug}.ics`}
                    className={buttonClasses('quiet', 'md', 'w-full sm:w-auto')}
                  >
                    <CalendarIcon />
                    <Trans id="catalog.event.add-to-calendar">Add to calendar</Trans>
                  </a>
                )}
              </div>
              {event.cancelledAt ? (
                <p
                  role="status"
                  className="mt-8 rounded-card bg-danger-50 px-5 py-4 font-semibold text-danger-700 ring-1 ring-danger-200"
                >
                  {i18n._(messages.eventCancelledNote)}
                </p>
              ) : (
                <TicketPicker types={event.ticketTypes} />
              )}
              {event.description && <ProseText text={event.description} className="mt-8" />}
            </div>
          </article>
        );
      }}
    </DetailScreen>
  );
}
