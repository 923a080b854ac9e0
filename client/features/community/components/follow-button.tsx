import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import { useFollow, type FollowTarget } from '../api/follow';
import { communityTexts } from '../lib/community-texts';

interface FollowButtonProps {
  target: FollowTarget;
  isFollowing: boolean;
  /** On the forum's dark band. */
  onDark?: boolean;
}

/**
 * Follow / Following in one click each (a toggle: aria-pressed says which). A visitor is sent to sign in and
 * brought back here (`/login?next=`).
 */
export function FollowButton({ target, isFollowing, onDark = false }: FollowButtonProps) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const location = useLocation();
  const follow = useFollow(target);
  const { t } = useLingui();
  const isPost = target.kind === 'post';
  const variant = onDark ? 'outline-light' : 'quiet';

  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return (
      <ButtonLink
        to={`${paths.login.to()}?next=${encodeURIComponent(next)}`}
        variant={variant}
        size="sm"
        aria-label={
          isPost
            ? t({ id: 'community.follow.post-sign-in', message: 'Follow this discussion: sign in first' })
            : t({ id: 'community.follow.forum-sign-in', message: 'Follow this forum: sign in first' })
        }
      >
        <Trans id="community.follow.follow">Follow</Trans>
      </ButtonLink>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant={variant}
        size="sm"
        aria-pressed={isFollowing}
        title={
          !isFollowing
            ? undefined
            : isPost
              ? t({ id: 'community.follow.post-following', message: 'You hear of new replies. Press to stop.' })
              : t({ id: 'community.follow.forum-following', message: 'You hear of new posts. Press to stop.' })
        }
        disabled={follow.isPending}
        onClick={() => follow.mutate(!isFollowing)}
      >
        {isFollowing ? (
          <Trans id="community.follow.following">Following</Trans>
        ) : (
          <Trans id="community.follow.follow">Follow</Trans>
        )}
      </Button>
      {follow.isError && (
        <span role="alert" className="text-xs text-danger-700">
          {i18n._(communityTexts.followFailed)}
        </span>
      )}
    </span>
  );
}
