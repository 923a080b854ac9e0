import type { ReactNode } from 'react';

interface AlertProps {
  /** The exact text announced to the user (the product's messages live in shared/messages.ts). */
  message: string;
  /** More about why, such as the server's reason; kept out of the announced text so that it stays exact. */
  detail?: string | null;
  /** Controls such as a retry button, beside the message and also outside the announced text. */
  action?: ReactNode;
  /** Inside a form or a dialog: smaller type and padding. */
  compact?: boolean;
  className?: string;
}

/** The one red box of the app: a failed load, a refused form, an action a dialog could not do. */
export function Alert({ message, detail, action, compact = false, className = '' }: AlertProps) {
  const frame = compact
    ? 'rounded-xl px-4 py-3 text-sm'
    : 'rounded-card px-5 py-4 sm:flex-row sm:items-center sm:justify-between';
  return (
    <div
      className={`flex flex-col items-start gap-3 border border-danger-200 bg-danger-50 text-danger-700 ${frame} ${className}`}
    >
      <div>
        <p role="alert" className={compact ? 'font-semibold' : 'font-medium'}>
          {message}
        </p>
        {detail && <p className="mt-1 text-sm">{detail}</p>}
      </div>
      {action}
    </div>
  );
}
