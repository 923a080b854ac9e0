import { SelectField, type SelectOption } from '@client/components/ui/select-field';

interface FilterSelectProps {
  label: string;
  /** The first choice, which clears the filter ("All categories"); none when the filter always has a value. */
  all?: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** One filter as a native select: the phone's own picker, full keyboard support. */
export function FilterSelect({ label, all, options, value = '', onChange }: FilterSelectProps) {
  // A value the choices lack (a shared link's, or choices still loading) is shown as it is, never as "All".
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <SelectField
      label={label}
      placeholder={all}
      options={shown}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="min-w-0 sm:w-48"
    />
  );
}

/** Choices whose value is also their text (cities, genres, sources). */
export const asOptions = (values: readonly string[] = []): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
