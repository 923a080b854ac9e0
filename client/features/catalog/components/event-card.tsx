import { Trans, useLingui } from '@lingui/react/macro';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonClasses } from '@client/components/ui/button-styles';
import { PinIcon, TicketIcon } from '@client/components/ui/icons';
import type { Event } from '@shared/schemas/catalog';
import { messages } from '@shared/messages';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';
import { cardSurface } from './card-styles';
import { EventDate } from './event-date';

interface EventCardProps {
  event: Event;
  eager?: boolean;
  /** "wide" puts the picture beside the text from the sm breakpoint up (the home screen's two events). */
  variant?: 'tile' | 'wide';
}

export function EventCard({ event, eager = false, variant = 'tile' }: EventCardProps) {
  const { t, i18n } = useLingui();
  const wide = variant === 'wide';
  const { name } = event;
  return (
    <article data-testid="event-card" className={`${cardSurface} ${wide ? 'sm:flex-row' : ''}`}>
      <div className={`relative ${wide ? 'sm:w-5/12 sm:shrink-0' : ''}`}>
        <ArtImage
          src={event.imageUrl}
          image={event.image}
          sizes={wide ? '(min-width: 640px) 42vw, 100vw' : '(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 100vw'}
          alt={t({ id: 'catalog.event.poster-alt', message: `Poster art for ${name}` })}
          name={event.name}
          width={400}
          height={400}
          eager={eager}
          focus="bottom"
          className={`aspect-[16/10] w-full ${wide ? 'sm:aspect-auto sm:h-full sm:min-h-60' : ''}`}
        />
        <div
          className={`absolute bottom-0 start-5 translate-y-1/2 ${wide ? 'sm:top-4 sm:bottom-auto sm:start-4 sm:translate-y-0' : ''}`}
        >
          <EventDate date={event.date} />
        </div>
      </div>
      <div className={`flex flex-1 flex-col px-5 pt-14 pb-5 ${wide ? 'sm:p-7' : ''}`}>
        <h3 className="font-display text-xl leading-snug font-semibold text-ink-900">
          <Link to={paths.event.to(event.slug)} className="underline-offset-4 hover:underline">
            {event.name}
          </Link>
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-500">
          <PinIcon className="size-4 shrink-0 text-terracotta-600" />
          {event.location}
        </p>
        <div className="mt-auto pt-5">
          {/* A cancelled event stays listed (as on Eventbrite), marked, and sells nothing. */}
          {event.cancelledAt ? (
            <span
              data-testid="event-cancelled"
              className="inline-flex rounded-full bg-danger-50 px-3 py-1 text-sm font-semibold text-danger-700 ring-1 ring-danger-200"
            >
              {i18n._(messages.eventCancelledBadge)}
            </span>
          ) : (
            <Link
              to={`${paths.event.to(event.slug)}#tickets`}
              className={buttonClasses('accent', 'md', 'w-full sm:w-auto')}
            >
              <TicketIcon />
              <Trans id="catalog.event-card.get-tickets">Get Tickets</Trans>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
