import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { useLike, type LikeTarget } from '../api/like';
import { communityTexts } from '../lib/community-texts';
import { countLabel } from '../lib/post-display';

interface LikeButtonProps {
  target: LikeTarget;
  likeCount: number;
  liked: boolean;
  /** The viewer wrote it: they see the count, and have nothing to press. */
  own: boolean;
}

/** The heart and the count, as every state shows them; its name is "Like" and the count ("Like 3"). */
function HeartCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <span aria-hidden="true">♥</span>{' '}
      <span className="sr-only">
        <Trans id="community.like.like">Like</Trans>
      </span>{' '}
      <span>{i18n.number(count)}</span>
    </>
  );
}

/**
 * Like on a post or reply (docs/product.md §10, Likes), a toggle (aria-pressed says whether the member liked
 * it) with the count beside the heart. It changes at once and goes back, with the reason, when the server
 * refuses. A visitor sees the count and is sent to sign in and brought back here (`/login?next=`); an
 * author sees their own count only.
 */
export function LikeButton({ target, likeCount, liked, own }: LikeButtonProps) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  const like = useLike(target, { likeCount, liked });
  const isPost = target.kind === 'post';

  if (own && user) {
    return (
      <span className="inline-flex min-h-9 items-center gap-1 px-2 text-sm text-ink-500">
        <span aria-hidden="true">♥</span> {countLabel(likeCount, 'like')}
      </span>
    );
  }
  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return (
      <ButtonLink
        to={`${paths.login.to()}?next=${encodeURIComponent(next)}`}
        variant="quiet"
        size="sm"
        title={
          isPost
            ? t({ id: 'community.like.post-sign-in', message: 'Sign in to like this post' })
            : t({ id: 'community.like.reply-sign-in', message: 'Sign in to like this reply' })
        }
      >
        <HeartCount count={likeCount} />
      </ButtonLink>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="quiet"
        size="sm"
        aria-pressed={liked}
        title={
          isPost
            ? liked
              ? t({ id: 'community.like.post-liked', message: 'You like this post. Press to take your like back.' })
              : t({ id: 'community.like.post', message: 'Like this post' })
            : liked
              ? t({ id: 'community.like.reply-liked', message: 'You like this reply. Press to take your like back.' })
              : t({ id: 'community.like.reply', message: 'Like this reply' })
        }
        className={liked ? 'text-danger-700!' : undefined}
        onClick={() => like.mutate(!liked)}
      >
        <HeartCount count={likeCount} />
      </Button>
      {like.isError && (
        <span role="alert" className="text-xs text-danger-700">
          {i18n._(communityTexts.likeFailed)} {failureMessage(like.error)}
        </span>
      )}
    </span>
  );
}
