import type { ReactNode } from 'react';

interface ErrorMessageProps {
  /** The exact text announced to the user (the spec's messages live in shared/messages.ts). */
  message: string;
  /** Optional controls such as a retry button; kept outside the alert so its text stays exact. */
  action?: ReactNode;
  className?: string;
}

/** A red, announced error for a failed load. */
export function ErrorMessage({ message, action, className = '' }: ErrorMessageProps) {
  return (
    <div
      className={`flex flex-col items-start gap-3 rounded-card border border-danger-200 bg-danger-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p role="alert" className="font-medium text-danger-700">
        {message}
      </p>
      {action}
    </div>
  );
}
