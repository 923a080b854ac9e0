import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import { paths } from '@client/lib/paths';
import { Avatar } from './avatar';

interface AuthorProps {
  name: string;
  /** The handle their public profile is found by; null when the profile is gone (a former member). */
  handle: string | null;
  className?: string;
}

const linkStyle = 'rounded-sm underline-offset-4 hover:text-terracotta-600 hover:underline';

/** An author's name: a link to their public profile (/members/{handle}), or plain text when they have none. */
export function AuthorName({ name: stored, handle, className = '' }: AuthorProps) {
  const { i18n } = useLingui();
  const name = shownName(stored, i18n);
  if (!handle) return <span className={className}>{name}</span>;
  return (
    <Link to={paths.member.to(handle)} className={`${className} ${linkStyle}`}>
      {name}
    </Link>
  );
}

/**
 * An author's picture, linked like their name. The name beside it is the link assistive technology reads;
 * this one is for the pointer only (out of the tab order and hidden from screen readers), so nothing is said twice.
 */
export function AuthorAvatar({
  name,
  handle,
  size = 'md',
  className = '',
}: AuthorProps & { size?: 'sm' | 'md' | 'lg' }) {
  const picture = <Avatar name={name} url={null} size={size} decorative className={className} />;
  if (!handle) return picture;
  return (
    <Link to={paths.member.to(handle)} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
      {picture}
    </Link>
  );
}
