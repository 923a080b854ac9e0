import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description: string;
  /** A way out, such as clearing a list's filters. */
  action?: ReactNode;
}

/** What a list shows when it has nothing yet: calm, not an error. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="rounded-card border border-dashed border-ink-900/20 bg-cream-50 px-6 py-12 text-center">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto mb-4 size-12 text-ochre-500">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="24" cy="24" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="3 4" />
        <circle cx="24" cy="24" r="3" fill="currentColor" />
      </svg>
      <p className="font-display text-xl font-semibold text-ink-900">{title}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-500">{description}</p>
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
