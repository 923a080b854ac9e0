import { HONEYPOT_FIELD } from '@shared/honeypot';

/**
 * A field people never meet and simple bots fill in (shared/honeypot.ts): moved off screen rather than
 * `display: none` (which bots skip), hidden from assistive technology, out of the tab order, and never
 * filled in by the browser. Read it with honeypotOf; a form sends it only when something is in it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value as a body's field, or nothing when it is empty (a person's form). */
export function honeypotOf(form: HTMLFormElement): { [HONEYPOT_FIELD]?: string } {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.length > 0 ? { [HONEYPOT_FIELD]: value } : {};
}
