import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@client/components/ui/select-field';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { TextField } from '@client/components/ui/text-field';
import type { FieldSpec } from '../entities/entity-definition';
import { ArtistNameField } from './artist-name-field';

interface EntityFieldProps<Item> {
  spec: FieldSpec<Item>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The dialog puts focus here when it opens. */
  first: boolean;
}

/** One field of the add/edit dialog, drawn by its kind of control (the variants have VariantsField). */
export function EntityField<Item>({ spec, value, error, onChange, first }: EntityFieldProps<Item>) {
  const { t, i18n } = useLingui();
  const common = {
    label: i18n._(spec.label),
    name: spec.name,
    value,
    error,
    required: !spec.optional,
    'data-autofocus': first || undefined,
  };
  switch (spec.control) {
    case 'textarea':
      return <TextAreaField {...common} onChange={(event) => onChange(event.target.value)} />;
    case 'links':
      return (
        <TextAreaField
          {...common}
          rows={3}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- example addresses, in any language
          placeholder={'https://instagram.com/…\nhttps://open.spotify.com/artist/…'}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'tickets':
      return (
        <TextAreaField
          {...common}
          rows={3}
          hint={t({
            id: 'admin.event.tickets-hint',
            message:
              'One per line: name, price in naira (0 for free), seats, and when sales end if before the start (Lagos time). For example: VIP, 25000, 30',
          })}
          placeholder={t({
            id: 'admin.event.tickets-placeholder',
            message: 'Early bird, 5000, 50, 2026-12-01 18:00\nRegular, 8000, 200\nVIP, 25000, 30',
          })}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return (
        <SelectField {...common} options={spec.options ?? []} onChange={(event) => onChange(event.target.value)} />
      );
    case 'price':
      return (
        <TextField
          {...common}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return <TextField {...common} type="date" onChange={(event) => onChange(event.target.value)} />;
    case 'artist':
      return <ArtistNameField {...common} onChange={(event) => onChange(event.target.value)} />;
    case 'datetime':
      return <TextField {...common} type="datetime-local" onChange={(event) => onChange(event.target.value)} />;
    default:
      return (
        <TextField {...common} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      );
  }
}
