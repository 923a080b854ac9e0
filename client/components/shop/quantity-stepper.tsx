import { useLingui } from '@lingui/react/macro';
interface QuantityStepperProps {
  label: string;
  value: number;
  max: number;
  /** 1 on a cart line; 0 where none is a choice (an event's ticket types). */
  min?: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** − 2 +: buttons with names a screen reader says ("Fewer Lagos Nights"), the number announced as it changes. */
export function QuantityStepper({ label, value, max, min = 1, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const button =
    'inline-flex size-10 items-center justify-center rounded-pill text-lg font-semibold text-ink-900 ring-1 ring-ink-900/15 transition hover:bg-cream-100 disabled:opacity-40';
  return (
    <div
      className="inline-flex items-center gap-2"
      role="group"
      aria-label={t({ id: 'ui.quantity.group-label', message: `Quantity of ${label}` })}
    >
      <button
        type="button"
        className={button}
        aria-label={t({ id: 'ui.quantity.fewer-label', message: `Fewer ${label}` })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" className="w-8 text-center font-semibold">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t({ id: 'ui.quantity.more-label', message: `More ${label}` })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
