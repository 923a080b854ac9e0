import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Alert } from '@client/components/ui/alert';
import { paths } from '@client/lib/paths';
import type { ModerationBody, Post } from '@shared/schemas/community';
import { useDeletePost } from '../api/delete-post';
import { useModeratePost } from '../api/moderate-post';
import { communityTexts } from '../lib/community-texts';
import { DeleteDialog } from './delete-dialog';
import { ReportButton } from './report-button';

interface PostActionsProps {
  post: Post;
  editing: boolean;
  onEdit: () => void;
}

/**
 * What the viewer may do with the post: its author edits it until it is locked (the server refuses such
 * edits; an admin still edits their own); an admin pins, locks or deletes it; anyone else reports it.
 */
export function PostActions({ post, editing, onEdit }: PostActionsProps) {
  const moderate = useModeratePost(post.id);
  const remove = useDeletePost(post.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const mayEdit = post.canEdit && (!post.isLocked || post.canModerate);
  // Anyone but its author and the moderators (who act on it themselves) may report it; visitors sign in first.
  const mayReport = !post.canEdit && !post.canModerate;
  if (!mayEdit && !post.canModerate && !mayReport) return null;

  const setFlags = (flags: ModerationBody) => moderate.mutate(flags);

  const deleteAndLeave = async () => {
    await remove.mutateAsync();
    await navigate(paths.forum.to(post.forumId), { replace: true });
  };

  return (
    <div className="mt-8 border-t border-ink-900/10 pt-5">
      <div role="group" aria-label="Post actions" className="flex flex-wrap gap-2">
        {mayEdit && !editing && (
          <Button variant="quiet" size="sm" onClick={onEdit}>
            Edit Post
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
              {post.isPinned ? 'Unpin' : 'Pin'}
            </Button>
            <Button
              variant="quiet"
              size="sm"
              disabled={moderate.isPending}
              onClick={() => setFlags({ isLocked: !post.isLocked })}
            >
              {post.isLocked ? 'Unlock' : 'Lock'}
            </Button>
            <Button variant="quiet" size="sm" className="text-danger-700!" onClick={() => setConfirming(true)}>
              Delete Post
            </Button>
          </>
        )}
      </div>
      {moderate.isError && <Alert compact className="mt-4" message={communityTexts.moderationFailed} />}
      {confirming && (
        <DeleteDialog
          question={communityTexts.deletePostConfirm}
          onConfirm={deleteAndLeave}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
