import { useLingui } from '@lingui/react/macro';
import { HONEYPOT_FIELD } from '@shared/honeypot';

/**
 * A field people never meet and simple bots fill in (shared/honeypot.ts): off screen rather than
 * `display: none` (which bots skip), hidden from assistive technology, out of the tab order, never
 * filled in by the browser. A form sends it only when something is in it (honeypotOf).
 */
export const HoneypotField = () => {
  const { t } = useLingui();
  return (
    <input
      aria-hidden="true"
      aria-label={t({ id: 'ui.honeypot.label', message: 'Website' })}
      name={HONEYPOT_FIELD}
      tabIndex={-1}
      autoComplete="off"
      className="absolute -left-[9999px] size-px"
    />
  );
};

/** The honeypot's value as a body's field, or nothing when it is empty (a person's form). */
export function honeypotOf(form: HTMLFormElement): { [HONEYPOT_FIELD]?: string } {
  const value = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value;
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
