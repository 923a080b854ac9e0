import type { ReactNode } from 'react';

interface StatusMessageProps {
  children: ReactNode;
  className?: string;
}

/** A green, politely announced message that something worked. */
export function StatusMessage({ children, className = '' }: StatusMessageProps) {
  return (
    <div
      role="status"
      className={`rounded-card border border-forest-500/30 bg-forest-500/10 px-5 py-4 text-forest-700 ${className}`}
    >
      {children}
    </div>
  );
}
