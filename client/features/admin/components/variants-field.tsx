import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { fieldControlClasses } from '@client/components/ui/field-frame';
import {
  newVariantRow,
  VARIANT_PARTS,
  variantErrorKey,
  type VariantPart,
  type VariantRow,
} from '../entities/variant-rows';

interface VariantsFieldProps {
  label: string;
  /** The form's name for the field: the rows' errors are under `name/<row>/<part>`. */
  name: string;
  rows: VariantRow[];
  /** The dialog's errors: the list's own under `name`, each row's part under its key. */
  errors: Partial<Record<string, string>>;
  /** `changed` is the key of the one part typed in; absent when rows were added or removed. */
  onChange: (rows: VariantRow[], changed?: string) => void;
}

const PART_LABELS: Record<VariantPart, MessageDescriptor> = {
  name: msg({ id: 'admin.variants.name', message: 'Name' }),
  stock: msg({ id: 'admin.variants.stock', message: 'Stock' }),
  sku: msg({ id: 'admin.variants.sku', message: 'SKU' }),
};

/**
 * A product's variants, a row each: name, stock (empty for unlimited) and SKU, with "Add variant" and a
 * remove button per row. Every input is named with its row ("Variant 2 stock") and carries its row's
 * message, as FieldFrame does for one field.
 */
export function VariantsField({ label, name, rows, errors, onChange }: VariantsFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  // After a row is added or removed, focus goes to the new row's name, the next row's, or "Add variant":
  // the key of that row ('' for the button), until the rows it is about are drawn.
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const key = focusNext.current;
    focusNext.current = null;
    (key ? document.getElementById(`${id}-${key}-name`) : addButton.current)?.focus();
  }, [rows, id]);

  const update = (index: number, part: VariantPart, value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [part]: value } : row)),
      variantErrorKey(name, index, part),
    );
  const add = () => {
    const row = newVariantRow();
    onChange([...rows, row]);
    focusNext.current = row.key;
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    focusNext.current = rows[index + 1]?.key ?? rows[index - 1]?.key ?? '';
  };

  const listError = errors[name];
  return (
    <fieldset aria-describedby={listError ? `${id}-error` : `${id}-hint`}>
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-500">
        <Trans id="admin.variants.hint">
          Leave Stock empty when it is not counted (unlimited). With no variants, the product is sold as one item whose
          stock is not counted.
        </Trans>
      </p>
      {listError && (
        // Focus comes here when the list as a whole is refused (no row to put it on).
        <p id={`${id}-error`} tabIndex={-1} data-focus-invalid className="mt-1.5 text-sm font-medium text-danger-700">
          {listError}
        </p>
      )}
      <ol className="mt-3 flex flex-col gap-3">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="rounded-xl border border-ink-900/10 bg-white/60 p-3" data-testid="variant-row">
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-semibold text-ink-700">
                  <Trans id="admin.variants.row">Variant {number}</Trans>
                </p>
                <Button
                  variant="quiet"
                  onClick={() => remove(index)}
                  aria-label={t({ id: 'admin.variants.remove-label', message: `Remove variant ${number}` })}
                >
                  <Trans id="admin.remove">Remove</Trans>
                </Button>
              </div>
              <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-[2fr_1fr_1.5fr]">
                {VARIANT_PARTS.map((part) => {
                  const inputId = `${id}-${row.key}-${part}`;
                  const error = errors[variantErrorKey(name, index, part)];
                  return (
                    <div key={part} className={part === 'name' ? 'col-span-2 sm:col-span-1' : ''}>
                      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
                        <span className="sr-only">{`${t({ id: 'admin.variants.row', message: `Variant ${number}` })} `}</span>
                        {i18n._(PART_LABELS[part])}
                      </label>
                      <input
                        id={inputId}
                        type="text"
                        autoComplete="off"
                        spellCheck={false}
                        value={row[part]}
                        onChange={(event) => update(index, part, event.target.value)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        required={part === 'name'}
                        {...(part === 'stock'
                          ? {
                              inputMode: 'numeric',
                              placeholder: t({ id: 'admin.variants.unlimited', message: 'Unlimited' }),
                            }
                          : {})}
                        className={fieldControlClasses(error, 'mt-1 h-11 placeholder:text-ink-300')}
                      />
                      {error && (
                        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <Button ref={addButton} variant="quiet" onClick={add} className="mt-3">
        <Trans id="admin.variants.add">Add variant</Trans>
      </Button>
    </fieldset>
  );
}
