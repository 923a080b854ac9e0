import { useState } from 'react';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { PlainText } from '@client/components/ui/plain-text';
import { Timestamp } from '@client/components/ui/timestamp';
import type { Reply } from '@shared/schemas/community';
import { useDeleteReply } from '../api/delete-reply';
import { useEditReply } from '../api/edit-reply';
import { communityTexts } from '../lib/community-texts';
import { DeleteDialog } from './delete-dialog';
import { ReplyEditor } from './reply-editor';
import { ReportButton } from './report-button';

interface ReplyItemProps {
  reply: Reply;
  /** The viewer is an admin: each reply gets Delete Reply. */
  canModerate: boolean;
  /** The post is locked: its author's replies are no longer theirs to edit (an admin's still are). */
  locked: boolean;
}

/** One reply: author, time, "edited" when changed, its text, and Edit / Delete Reply when allowed, else Report. */
export function ReplyItem({ reply, canModerate, locked }: ReplyItemProps) {
  const mayEdit = reply.canEdit && (!locked || canModerate);
  const mayReport = !reply.canEdit && !canModerate;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditReply(reply.postId);
  const remove = useDeleteReply(reply.postId);

  return (
    <article
      data-testid="reply"
      className="flex gap-3 rounded-card bg-cream-50 p-4 shadow-card ring-1 ring-ink-900/5 sm:gap-4 sm:p-5"
    >
      <Avatar name={reply.author} url={null} size="sm" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span className="font-semibold wrap-anywhere text-ink-900">{reply.author}</span>
          <Timestamp value={reply.createdAt} className="text-ink-500" />
          {reply.isEdited && (
            <span
              className="text-xs font-medium text-ink-500 italic"
              title="This reply was changed after it was posted"
            >
              edited
            </span>
          )}
        </p>
        {editing ? (
          <ReplyEditor
            label="Edit your reply"
            submitLabel="Save"
            initial={reply.content}
            failure={communityTexts.editFailed}
            onSubmit={(content) => edit.mutateAsync({ replyId: reply.id, content })}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <PlainText text={reply.content} className="mt-2 leading-relaxed text-ink-900" />
        )}
        {!editing && (mayEdit || canModerate || mayReport) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {mayEdit && (
              <Button variant="quiet" size="sm" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {canModerate && (
              <Button variant="quiet" size="sm" className="text-danger-700!" onClick={() => setConfirming(true)}>
                Delete Reply
              </Button>
            )}
            {mayReport && <ReportButton target={{ kind: 'reply', id: reply.id }} />}
          </div>
        )}
      </div>
      {confirming && (
        <DeleteDialog
          question={communityTexts.deleteReplyConfirm}
          onConfirm={() => remove.mutateAsync(reply.id)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
