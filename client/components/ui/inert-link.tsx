import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';

interface InertLinkProps {
  children: ReactNode;
  className?: string;
  /** Id of the element that says what the link is about (e.g. the story title beside "Read More"). */
  describedBy?: string;
}

function stay(event: MouseEvent<HTMLAnchorElement>) {
  // React Router skips navigation when the click was already prevented.
  event.preventDefault();
}

/**
 * A link with no page yet (footer About links, Read More; docs/product.md §2): it looks and focuses like a
 * link but does not navigate, until the screen it will point to exists.
 */
export function InertLink({ children, className = '', describedBy }: InertLinkProps) {
  return (
    <Link to={paths.home.to()} onClick={stay} className={className} aria-describedby={describedBy}>
      {children}
    </Link>
  );
}
