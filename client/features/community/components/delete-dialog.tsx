import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { communityTexts } from '../lib/community-texts';

interface DeleteDialogProps {
  /** The question: 'Delete this post and its replies?' or 'Delete this reply?'. */
  question: string;
  /** Runs the delete; a rejection keeps the dialog open with the failure in it. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

/** Asks before a moderator deletes a post or a reply; Cancel has focus, so Enter is safe. */
export function DeleteDialog({ question, onConfirm, onCancel }: DeleteDialogProps) {
  const { t, i18n } = useLingui();
  const remove = useMutation({ mutationFn: onConfirm });
  return (
    <ConfirmDialog
      message={question}
      confirmLabel={t({ id: 'community.delete', message: 'Delete' })}
      onConfirm={() => remove.mutate()}
      onCancel={onCancel}
      // Still busy once done: the dialog stays until what it deleted leaves the screen.
      busy={remove.isPending || remove.isSuccess}
      error={remove.isError ? i18n._(communityTexts.deleteFailed) : null}
    />
  );
}
