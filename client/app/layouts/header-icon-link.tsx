import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HeaderIconLinkProps {
  to: string;
  /** The accessible name, which says the count ("Cart, 2 items"). */
  label: string;
  icon: ReactNode;
  /** Shown on a badge when above 0 (99+ beyond). */
  count: number;
  badgeClassName: string;
  testId: string;
  onNavigate?: (() => void) | undefined;
}

/** An icon in the header with a count on a badge: the cart, the notifications. */
export function HeaderIconLink({ to, label, icon, count, badgeClassName, testId, onNavigate }: HeaderIconLinkProps) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-label={label}
      data-testid={testId}
      className="relative inline-flex size-11 items-center justify-center rounded-pill text-cream-50 transition hover:bg-cream-50/10"
    >
      {icon}
      {count > 0 && (
        <span
          aria-hidden="true"
          className={`absolute top-1 end-0.5 min-w-5 rounded-pill px-1 text-center text-xs leading-5 font-bold ${badgeClassName}`}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
