import { useLingui } from '@lingui/react/macro';
interface CardSkeletonsProps {
  /** How many cards the list will most likely show. */
  count: number;
  /** The list's own grid classes, so the placeholders sit where the cards will. */
  className: string;
  /** The picture's shape on the real card, e.g. "aspect-square" or "aspect-[16/10]". */
  media?: string;
  /** Set on all but one of several lists loading together, so "Loading" is heard once. */
  quiet?: boolean;
}

/**
 * A list's cards before they arrive: grey shapes of a picture and two lines, so a slow answer shows the
 * screen's layout rather than a blank. Screen readers hear "Loading" once; the shapes themselves are hidden.
 */
export function CardSkeletons({ count, className, media = 'aspect-[16/10]', quiet = false }: CardSkeletonsProps) {
  const { t } = useLingui();
  return (
    <div {...(quiet ? {} : { role: 'status', 'aria-label': t({ id: 'ui.loading', message: 'Loading' }) })} data-spinner>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card bg-cream-50 ring-1 ring-ink-900/5">
            <div className={`${media} w-full animate-pulse bg-ink-900/8`} />
            <div className="space-y-3 p-5">
              <div className="h-5 w-3/4 animate-pulse rounded bg-ink-900/8" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-ink-900/6" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
