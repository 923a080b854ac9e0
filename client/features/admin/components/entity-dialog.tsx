import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { InlineSpinner } from '@client/components/ui/inline-spinner';
import { adminMessages } from '@shared/admin-messages';
import { useSaveEntry } from '../api/save-entry';
import { type AdminItem, type EntityDefinition } from '../entities/entity-definition';
import { errorKeyOf, formFromItem, readForm, type FieldValue, type FormValues } from '../entities/entity-form';
import { focusFirstInvalid, problemsByField, useFormCheck } from '@client/lib/forms';
import { ApiError } from '@client/lib/api/api-errors';
import { failureDetail, failureMessage } from '@client/lib/failure-message';
import { useImagePreview } from '@client/lib/use-image-preview';
import { EntityField } from './entity-field';
import { ImageField } from './image-field';
import { VariantsField } from './variants-field';

interface EntityDialogProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  /** The entry to edit, or null to add one. */
  item: Item | null;
  onClose: () => void;
}

/**
 * Add (no item) or edit (an item) one entry. Save checks the input's schema first (nothing is sent while
 * a field is wrong), uploads a chosen image, then creates or updates, refreshes the lists and closes.
 * A failure keeps the dialog open with everything typed still in it: a refusal that names a field of the
 * form shows beside that field, which gets the focus; any other shows beside Save.
 */
export function EntityDialog<Item extends AdminItem, Input extends object>({
  definition,
  item,
  onClose,
}: EntityDialogProps<Item, Input>) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [values, setValues] = useState<FormValues>(() => formFromItem(definition.fields, item));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const check = useFormCheck();
  const [removeImage, setRemoveImage] = useState(false);
  const { preview, choose } = useImagePreview();
  const save = useSaveEntry<Item, Input>(definition.section, item?.id ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  // The server's refusal that a field shows: the field is focused once it is marked.
  const [refused, setRefused] = useState<ApiError | null>(null);
  useLayoutEffect(() => {
    if (refused) focusFirstInvalid(formRef.current);
  }, [refused]);

  /** `fixed`: the one error key the change answers; by default the field's, and its rows'. */
  const change = (name: string, value: FieldValue, fixed?: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) =>
          fixed ? key !== fixed : key !== name && !key.startsWith(`${name}/`),
        ),
      ),
    );
  };

  const showRefusal = (error: unknown) => {
    const key =
      error instanceof ApiError && error.field && failureDetail(error)
        ? errorKeyOf(definition.fields, error.field)
        : undefined;
    if (!key || !(error instanceof ApiError)) return;
    setErrors({ [key]: error.message });
    setRefused(error);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const form = event.currentTarget;
    check(
      form,
      () => readForm(definition, values, item),
      ({ input, problems }) => {
        setErrors(problemsByField(problems));
        if (problems.length > 0) return;
        setRefused(null);
        save.mutate({ input, file: preview?.file ?? null, removeImage }, { onSuccess: onClose, onError: showRefusal });
      },
    );
  };

  const { entity } = definition;
  return (
    <Dialog labelledBy={headingId} onCancel={onClose} className="max-w-xl">
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={save.isPending || undefined}>
        <div className="px-5 pt-6 pb-6 sm:px-8 sm:pt-8">
          <h2 id={headingId} className="text-2xl font-semibold">
            {item
              ? t({
                  id: 'admin.catalog.edit-heading',
                  message: select(entity, {
                    product: 'Edit Product',
                    event: 'Edit Event',
                    artist: 'Edit Artist',
                    story: 'Edit Story',
                    other: 'Edit',
                  }),
                })
              : t({
                  id: 'admin.catalog.add-heading',
                  message: select(entity, {
                    product: 'Add Product',
                    event: 'Add Event',
                    artist: 'Add Artist',
                    story: 'Add Story',
                    other: 'Add',
                  }),
                })}
          </h2>
          <div className="mt-6 flex flex-col gap-5">
            {definition.fields.map((spec, index) => {
              const value = values[spec.name] ?? '';
              return spec.control === 'variants' ? (
                <VariantsField
                  key={spec.name}
                  label={i18n._(spec.label)}
                  name={spec.name}
                  rows={Array.isArray(value) ? value : []}
                  errors={errors}
                  onChange={(rows, fixed) => change(spec.name, rows, fixed)}
                />
              ) : (
                <EntityField
                  key={spec.name}
                  spec={spec}
                  value={typeof value === 'string' ? value : ''}
                  error={errors[spec.name]}
                  onChange={(text) => change(spec.name, text)}
                  first={index === 0}
                />
              );
            })}
            <ImageField
              currentUrl={item?.imageUrl ?? null}
              currentImage={item?.image ?? null}
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
          {save.isError && save.error !== refused && (
            <Alert
              compact
              className="mb-4"
              message={i18n._(
                adminMessages.saveFailed(
                  definition.entity,
                  definition.entity === 'product' ? failureMessage(save.error) : failureDetail(save.error),
                ),
              )}
            />
          )}
          <div className="flex justify-end gap-3">
            <Button variant="quiet" onClick={onClose} className="flex-1 sm:flex-none">
              <Trans id="admin.cancel">Cancel</Trans>
            </Button>
            <Button type="submit" variant="secondary" disabled={save.isPending} className="flex-1 sm:flex-none">
              {save.isPending && <InlineSpinner />}
              <Trans id="admin.save">Save</Trans>
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
