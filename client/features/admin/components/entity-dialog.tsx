import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { InlineSpinner } from '@client/components/ui/inline-spinner';
import { messages } from '@shared/messages';
import { createEntry, updateEntry, uploadImage } from '../api/admin-catalog-api';
import { useRefreshAfterWrite } from '../api/use-admin-list';
import { nounOf, type AdminItem, type EntityDefinition } from '../entities/entity-definition';
import { formFromItem, problemsByField, readForm, type FormValues } from '../entities/entity-form';
import { failureReason } from '../lib/failure-reason';
import { useImagePreview } from '@client/lib/use-image-preview';
import { EntityField } from './entity-field';
import { ImageField } from './image-field';

interface EntityDialogProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  /** The entry to edit, or null to add one. */
  item: Item | null;
  onClose: () => void;
}

interface SaveRequest<Input> {
  input: Input;
  file: File | null;
  removeImage: boolean;
}

/**
 * Add (no item) or edit (an item) one entry. Save checks the shared rules first (nothing is sent while
 * a field is wrong), uploads a chosen image, then creates or updates, refreshes the lists and closes.
 * A failure keeps the dialog open with everything typed still in it.
 */
export function EntityDialog<Item extends AdminItem, Input extends object>({ definition, item, onClose }: EntityDialogProps<Item, Input>) {
  const headingId = useId();
  const [values, setValues] = useState<FormValues>(() => formFromItem(definition.fields, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removeImage, setRemoveImage] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { preview, choose } = useImagePreview();
  const refresh = useRefreshAfterWrite();
  // A retry after a failed save reuses the image already uploaded instead of sending it again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const save = useMutation({
    mutationFn: async ({ input, file, removeImage: remove }: SaveRequest<Input>) => {
      let imageUrl: string | null | undefined = remove ? null : undefined;
      if (file) {
        if (uploaded.current?.file !== file) uploaded.current = { file, url: (await uploadImage(definition.section, file)).url };
        imageUrl = uploaded.current.url;
      }
      // Left out, imageUrl keeps the stored image; null removes it.
      const body = imageUrl === undefined ? input : { ...input, imageUrl };
      return item ? updateEntry<Item>(definition.section, item.id, body) : createEntry<Item>(definition.section, body);
    },
    // Here rather than in mutate(): the lists refresh even if the dialog was closed meanwhile.
    onSuccess: () => refresh(),
  });

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { input, problems } = readForm(definition, values);
    const byField = problemsByField(problems);
    setErrors(byField);
    const firstWrong = problems[0]?.field;
    if (firstWrong) {
      const element = event.currentTarget.elements.namedItem(firstWrong);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate(
      { input, file: preview?.file ?? null, removeImage },
      { onSuccess: onClose, onError: (error) => setFailure(messages.saveFailed(definition.entity, failureReason(error))) },
    );
  };

  const noun = nounOf(definition);
  return (
    <Dialog labelledBy={headingId} onCancel={onClose} className="max-w-xl">
      <form noValidate onSubmit={submit} aria-busy={save.isPending || undefined}>
        <div className="px-5 pt-6 pb-6 sm:px-8 sm:pt-8">
          <h2 id={headingId} className="text-2xl font-semibold">
            {item ? `Edit ${noun}` : `Add ${noun}`}
          </h2>
          <div className="mt-6 flex flex-col gap-5">
            {definition.fields.map((spec, index) => (
              <EntityField
                key={spec.name}
                spec={spec}
                value={values[spec.name] ?? ''}
                error={errors[spec.name]}
                onChange={(value) => change(spec.name, value)}
                first={index === 0}
              />
            ))}
            <ImageField
              currentUrl={item?.imageUrl ?? null}
              preview={preview}
              onChoose={choose}
              removing={removeImage}
              onRemovingChange={setRemoveImage}
              disabled={save.isPending}
            />
          </div>
        </div>
        {/* Stays in view while a long form scrolls inside the dialog, and so does a failure beside Save. */}
        <div className="sticky bottom-0 border-t border-ink-900/10 bg-cream-50 px-5 py-4 sm:px-8">
          {failure && (
            <p role="alert" className="mb-4 rounded-xl border border-danger-200 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
              {failure}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button variant="quiet" onClick={onClose} className="flex-1 sm:flex-none">
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={save.isPending} className="flex-1 sm:flex-none">
              {save.isPending && <InlineSpinner />}
              Save
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
