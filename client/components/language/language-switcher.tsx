import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useAuth } from '@client/lib/auth/auth-context';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@shared/locales';
import { chooseLanguage } from './choose-language';

/**
 * The header's and footer's choice of language (on the dark header and footer): a native select, which every
 * phone and screen reader knows, listing each language in its own words. `compact` hides the label from sight.
 */
export function LanguageSwitcher({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const id = useId();
  const [moving, setMoving] = useState(false);
  const current = i18n.locale as Locale;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm text-ink-200'}>
        {t({ id: 'ui.language.label', message: 'Language' })}
      </label>
      <select
        id={id}
        value={current}
        disabled={moving}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale) || locale === current) return;
          setMoving(true);
          void chooseLanguage(locale, user !== null);
        }}
        className="h-9 rounded-xl border border-ink-900/20 bg-white px-2 text-sm text-ink-900 hover:border-ink-900/40 focus-visible:outline-2 focus-visible:outline-offset-1"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
