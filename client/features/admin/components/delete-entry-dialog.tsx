import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { messages } from '@shared/messages';
import { deleteEntry } from '../api/admin-catalog-api';
import { useRefreshAfterWrite } from '../api/use-admin-list';
import type { AdminItem, EntityDefinition } from '../entities/entity-definition';
import { failureReason } from '../lib/failure-reason';

interface DeleteEntryDialogProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  item: Item;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Asks the spec's question before deleting (spec §5); a failure stays in the dialog. */
export function DeleteEntryDialog<Item extends AdminItem, Input extends object>({ definition, item, onCancel, onDeleted }: DeleteEntryDialogProps<Item, Input>) {
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshAfterWrite();
  const remove = useMutation({ mutationFn: () => deleteEntry(definition.section, item.id), onSuccess: () => refresh() });

  const confirm = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: onDeleted,
      // The spec has no text for this; the server's reason, with what was being done.
      onError: (error) => setFailure(messages.deleteFailed(definition.entity, failureReason(error))),
    });
  };

  return (
    <ConfirmDialog
      message={messages.deleteConfirm(definition.entity)}
      confirmLabel="Delete"
      onConfirm={confirm}
      onCancel={onCancel}
      busy={remove.isPending}
      error={failure}
    />
  );
}
