import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReturnFocus } from '@client/lib/use-return-focus';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Alert } from '@client/components/ui/alert';
import { paths } from '@client/lib/paths';
import type { ModerationBody, Post } from '@shared/schemas/community';
import { useDeleteOwnPost } from '../api/delete-own';
import { useDeletePost } from '../api/delete-post';
import { useModeratePost } from '../api/moderate-post';
import { communityTexts } from '../lib/community-texts';
import { DeleteDialog } from './delete-dialog';
import { FollowButton } from './follow-button';
import { QuoteButton } from './quote-button';
import { ReportButton } from './report-button';

/** The post's h1, which takes focus after its author deletes it. */
export const POST_HEADING_ID = 'post-title';
/** The post's words, where a selection to quote is looked for. */
export const POST_BODY_ID = 'post-body';

interface PostActionsProps {
  post: Post;
  editing: boolean;
  onEdit: () => void;
}

/**
 * What the viewer may do with the post: anyone follows it (a visitor is sent to sign in first); its author
 * edits it until it is locked (the server refuses such edits; an admin still edits their own) and deletes
 * it (its words go, its replies stay); an admin pins, locks or deletes it for good; anyone else reports it.
 */
export function PostActions({ post, editing, onEdit }: PostActionsProps) {
  const { t, i18n } = useLingui();
  const moderate = useModeratePost(post.id);
  const remove = useDeletePost(post.id);
  const removeOwn = useDeleteOwnPost(post.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'moderator' | 'author' | null>(null);
  const editButton = useReturnFocus<HTMLButtonElement>(editing);

  const mayEdit = post.canEdit && (!post.isLocked || post.canModerate);
  // A post its author deleted offers nothing more, except to a moderator.
  if (post.deletedByAuthor && !post.canModerate) return null;
  // Anyone but its author and the moderators (who act on it themselves) may report it; visitors sign in first.
  const mayReport = !post.canEdit && !post.canModerate;
  const mayQuote = !post.isLocked && !post.deletedByAuthor;
  if (!mayEdit && !post.canModerate && !mayReport && !mayQuote) return null;

  const setFlags = (flags: ModerationBody) => moderate.mutate(flags);
  const ask = (who: 'moderator' | 'author') => () => setConfirming(who);

  const deleteAndLeave = async () => {
    await remove.mutateAsync();
    await navigate(paths.forum.to(post.forumId), { replace: true });
  };

  // After the author's own delete the button that opened the dialog is gone: focus goes to the post's
  // heading, which now says "Deleted by its author".
  const deleteOwn = async () => {
    await removeOwn.mutateAsync();
    setConfirming(null);
    // Once the dialog has closed (while open it keeps the page inert).
    setTimeout(() => document.getElementById(POST_HEADING_ID)?.focus());
  };

  return (
    <div className="mt-8 border-t border-ink-900/10 pt-5">
      <div
        role="group"
        aria-label={t({ id: 'community.post.actions-label', message: 'Post actions' })}
        className="flex flex-wrap items-start gap-2"
      >
        {!post.deletedByAuthor && (
          <FollowButton target={{ kind: 'post', id: post.id }} isFollowing={post.isFollowing} />
        )}
        {mayQuote && !editing && (
          <QuoteButton
            author={{ name: post.author, handle: post.authorHandle }}
            content={post.content}
            bodyId={POST_BODY_ID}
          />
        )}
        {mayEdit && !editing && (
          <Button ref={editButton} variant="quiet" size="sm" onClick={onEdit}>
            <Trans id="community.post.edit">Edit Post</Trans>
          </Button>
        )}
        {post.canEdit && !editing && (
          <Button variant="quiet" size="sm" className="text-danger-700!" onClick={ask('author')}>
            <Trans id="community.delete">Delete</Trans>
          </Button>
        )}
        {mayReport && <ReportButton target={{ kind: 'post', id: post.id }} />}
        {post.canModerate && (
          <>
            <Button
              variant="quiet"
              size="sm"
              disabled={moderate.isPending}
              onClick={() => setFlags({ isPinned: !post.isPinned })}
            >
              {post.isPinned ? (
                <Trans id="community.post.unpin">Unpin</Trans>
              ) : (
                <Trans id="community.post.pin">Pin</Trans>
              )}
            </Button>
            <Button
              variant="quiet"
              size="sm"
              disabled={moderate.isPending}
              onClick={() => setFlags({ isLocked: !post.isLocked })}
            >
              {post.isLocked ? (
                <Trans id="community.post.unlock">Unlock</Trans>
              ) : (
                <Trans id="community.post.lock">Lock</Trans>
              )}
            </Button>
            <Button variant="quiet" size="sm" className="text-danger-700!" onClick={ask('moderator')}>
              <Trans id="community.post.delete">Delete Post</Trans>
            </Button>
          </>
        )}
      </div>
      {moderate.isError && <Alert compact className="mt-4" message={i18n._(communityTexts.moderationFailed)} />}
      {confirming && (
        <DeleteDialog
          question={
            confirming === 'author'
              ? i18n._(communityTexts.deleteOwnPostConfirm)
              : i18n._(communityTexts.deletePostConfirm)
          }
          onConfirm={confirming === 'author' ? deleteOwn : deleteAndLeave}
          // The dialog gives focus back to the button that opened it (components/ui/dialog.tsx).
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
