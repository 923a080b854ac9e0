import { useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setBusy(true);
    setFailure(null);
    onConfirm().catch(() => {
      setFailure(communityTexts.deleteFailed);
      setBusy(false);
    });
  };

  return <ConfirmDialog message={question} confirmLabel="Delete" onConfirm={confirm} onCancel={onCancel} busy={busy} error={failure} />;
}
