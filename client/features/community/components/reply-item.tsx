import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthorAvatar, AuthorName } from '@client/components/ui/author-name';
import { Button } from '@client/components/ui/button';
import { useReturnFocus } from '@client/lib/use-return-focus';
import { Timestamp } from '@client/components/ui/timestamp';
import type { Reply } from '@shared/schemas/community';
import { DELETED_BY_AUTHOR } from '@shared/schemas/community-limits';
import { useDeleteOwnReply } from '../api/delete-own';
import { useDeleteReply } from '../api/delete-reply';
import { useEditReply } from '../api/edit-reply';
import { communityTexts } from '../lib/community-texts';
import { DeleteDialog } from './delete-dialog';
import { LikeButton } from './like-button';
import { PostBody } from './post-body';
import { QuoteButton } from './quote-button';
import { ReplyEditor } from './reply-editor';
import { ReportButton } from './report-button';

interface ReplyItemProps {
  reply: Reply;
  /** The viewer is an admin: each reply gets Delete Reply. */
  canModerate: boolean;
  /** The post is locked: its author's replies are no longer theirs to edit (an admin's still are). */
  locked: boolean;
  /** The thread takes replies: each reply's words may be quoted into one. */
  quotable: boolean;
  /** The reply the reader has just posted: it takes focus, so that they hear it and continue from it. */
  justPosted?: boolean;
}

/**
 * One reply: author (a link to their profile), time, "edited" when changed, its text ("Deleted by its author"
 * once they took it back), Quote while the thread takes replies, Edit and Delete for its author, Delete Reply for an admin, Report for anyone else.
 */
export function ReplyItem({ reply, canModerate, locked, quotable, justPosted = false }: ReplyItemProps) {
  const { t, i18n } = useLingui();
  const mayQuote = quotable && !reply.deletedByAuthor;
  const mayEdit = reply.canEdit && (!locked || canModerate);
  const mayReport = !reply.canEdit && !canModerate;
  const [editing, setEditing] = useState(false);
  const editButton = useReturnFocus<HTMLButtonElement>(editing);
  const [confirming, setConfirming] = useState<'moderator' | 'author' | null>(null);
  const edit = useEditReply(reply.postId);
  const remove = useDeleteReply(reply.postId);
  const removeOwn = useDeleteOwnReply(reply.postId);
  const ask = (who: 'moderator' | 'author') => () => setConfirming(who);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (justPosted) ref.current?.focus();
  }, [justPosted]);

  return (
    <article
      ref={ref}
      id={`reply-${reply.id}`}
      tabIndex={-1}
      data-testid="reply"
      className="flex gap-3 rounded-card bg-cream-50 p-4 shadow-card ring-1 ring-ink-900/5 sm:gap-4 sm:p-5"
    >
      <AuthorAvatar name={reply.author} handle={reply.authorHandle} size="sm" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <AuthorName
            name={reply.author}
            handle={reply.authorHandle}
            className="font-semibold wrap-anywhere text-ink-900"
          />
          <Timestamp value={reply.createdAt} className="text-ink-500" />
          {reply.isEdited && (
            <span
              className="text-xs font-medium text-ink-500 italic"
              title={t({ id: 'community.reply.edited-title', message: 'This reply was changed after it was posted' })}
            >
              <Trans id="community.reply.edited">edited</Trans>
            </span>
          )}
        </p>
        {editing ? (
          <ReplyEditor
            label={t({ id: 'community.reply.edit-label', message: 'Edit your reply' })}
            submitLabel={t({ id: 'community.save', message: 'Save' })}
            initial={reply.content}
            failure={i18n._(communityTexts.editFailed)}
            onSubmit={(content) => edit.mutateAsync({ replyId: reply.id, content })}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : reply.deletedByAuthor ? (
          <p className="mt-2 text-ink-500 italic">{DELETED_BY_AUTHOR}</p>
        ) : (
          <PostBody
            id={`reply-body-${reply.id}`}
            html={reply.contentHtml}
            className="mt-2 leading-relaxed text-ink-900"
          />
        )}
        {!editing && (!reply.deletedByAuthor || mayEdit || reply.canEdit || canModerate || mayReport) && (
          <div className="mt-3 flex flex-wrap items-start gap-2">
            {!reply.deletedByAuthor && (
              <LikeButton
                target={{ kind: 'reply', postId: reply.postId, replyId: reply.id }}
                likeCount={reply.likeCount}
                liked={reply.liked}
                own={reply.canEdit}
              />
            )}
            {mayQuote && (
              <QuoteButton
                author={{ name: reply.author, handle: reply.authorHandle }}
                content={reply.content}
                bodyId={`reply-body-${reply.id}`}
              />
            )}
            {mayEdit && (
              <Button ref={editButton} variant="quiet" size="sm" onClick={() => setEditing(true)}>
                <Trans id="community.reply.edit">Edit</Trans>
              </Button>
            )}
            {reply.canEdit && (
              <Button variant="quiet" size="sm" className="text-danger-700!" onClick={ask('author')}>
                <Trans id="community.delete">Delete</Trans>
              </Button>
            )}
            {canModerate && (
              <Button variant="quiet" size="sm" className="text-danger-700!" onClick={ask('moderator')}>
                <Trans id="community.reply.delete">Delete Reply</Trans>
              </Button>
            )}
            {mayReport && <ReportButton target={{ kind: 'reply', id: reply.id }} />}
          </div>
        )}
      </div>
      {confirming && (
        <DeleteDialog
          question={
            confirming === 'author'
              ? i18n._(communityTexts.deleteOwnReplyConfirm)
              : i18n._(communityTexts.deleteReplyConfirm)
          }
          onConfirm={
            confirming === 'author'
              ? async () => {
                  await removeOwn.mutateAsync(reply.id);
                  setConfirming(null);
                  // Its Delete button is gone: focus stays on the reply, now "Deleted by its author".
                  setTimeout(() => document.getElementById(`reply-${reply.id}`)?.focus());
                }
              : () => remove.mutateAsync(reply.id)
          }
          onCancel={() => setConfirming(null)}
        />
      )}
    </article>
  );
}
