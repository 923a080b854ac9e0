import { useLingui } from '@lingui/react/macro';
interface SpinnerProps {
  className?: string;
}

/**
 * The loading indicator; screen readers hear "Loading" once thanks to role="status". `data-spinner` lets
 * a layout hold its height while one is shown.
 */
export function Spinner({ className = '' }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t({ id: 'ui.loading', message: 'Loading' })}
      data-spinner
      className={`flex justify-center py-16 ${className}`}
    >
      <svg viewBox="0 0 48 48" className="size-12 animate-spin text-terracotta-500" aria-hidden="true">
        <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="5" />
        <path d="M24 5a19 19 0 0 1 19 19" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
    </div>
  );
}
