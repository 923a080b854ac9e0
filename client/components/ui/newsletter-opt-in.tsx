import { useLingui } from '@lingui/react';
import { messages } from '@shared/messages';

/**
 * "Send me Griot's newsletter" on the join and checkout forms: unticked until the person ticks it, and
 * then only the first step of the double opt-in (a link to confirm is mailed).
 */
export function NewsletterOptIn({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { i18n } = useLingui();
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        name="newsletter"
        className="mt-1 size-5 shrink-0 accent-terracotta-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold text-ink-900">{i18n._(messages.newsletterOptIn)}</span>
        <span className="block text-sm text-ink-500">{i18n._(messages.newsletterOptInHint)}</span>
      </span>
    </label>
  );
}
