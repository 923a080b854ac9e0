import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@client/lib/auth/auth-context';
import { ButtonLink } from '@client/components/ui/button-link';
import { paths, signInPath } from '@client/lib/paths';
import { composeLink } from '../lib/compose-link';

interface QuickActionsProps {
  /** Where New Post leads: the first forum, with its form open; null while there is no forum. */
  firstForumId: string | null;
  /** Id of the forum list's heading, which Browse Forums scrolls to and focuses. */
  forumsHeadingId: string;
}

/** New Post (or Login to Post for visitors), My Profile and Browse Forums. */
export function QuickActions({ firstForumId, forumsHeadingId }: QuickActionsProps) {
  const { t } = useLingui();
  const { user } = useAuth();

  const browse = (event: MouseEvent<HTMLAnchorElement>) => {
    // The list is on this screen: move there (and move focus for keyboard users) instead of navigating.
    const heading = document.getElementById(forumsHeadingId);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label={t({ id: 'community.quick-actions.label', message: 'Quick actions' })}
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap"
    >
      {user ? (
        firstForumId && (
          <ButtonLink to={composeLink(firstForumId)} variant="accent" className="col-span-2">
            <Trans id="community.new-post">New Post</Trans>
          </ButtonLink>
        )
      ) : (
        // Signed in, the visitor comes back to the form New Post would have opened.
        <ButtonLink
          to={signInPath(firstForumId ? composeLink(firstForumId) : paths.community.to())}
          variant="accent"
          className="col-span-2"
        >
          <Trans id="community.login-to-post">Login to Post</Trans>
        </ButtonLink>
      )}
      <ButtonLink to={paths.profile.to()} variant="quiet">
        <Trans id="community.quick-actions.my-profile">My Profile</Trans>
      </ButtonLink>
      <ButtonLink to={paths.community.to()} onClick={browse} variant="quiet">
        <Trans id="community.quick-actions.browse-forums">Browse Forums</Trans>
      </ButtonLink>
    </nav>
  );
}
