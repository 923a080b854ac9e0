import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { failureMessage } from '@client/lib/failure-message';
import { adminMessages } from '@shared/admin-messages';
import { useDeleteEntry } from '../api/delete-entry';
import type { AdminItem, EntityDefinition } from '../entities/entity-definition';

interface DeleteEntryDialogProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  item: Item;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Asks for confirmation before deleting (docs/product.md §5); a failure stays in the dialog. */
export function DeleteEntryDialog<Item extends AdminItem, Input extends object>({
  definition,
  item,
  onCancel,
  onDeleted,
}: DeleteEntryDialogProps<Item, Input>) {
  const { t, i18n } = useLingui();
  const remove = useDeleteEntry(definition.section, item.id);
  return (
    <ConfirmDialog
      message={i18n._(adminMessages.deleteConfirm(definition.entity))}
      confirmLabel={t({ id: 'admin.delete', message: 'Delete' })}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      onCancel={onCancel}
      busy={remove.isPending}
      // The server's reason, with what was being done (docs/product.md §8).
      error={
        remove.isError ? i18n._(adminMessages.deleteFailed(definition.entity, failureMessage(remove.error))) : null
      }
    />
  );
}
