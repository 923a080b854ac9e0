import type { ReactNode } from 'react';

interface PanelProps {
  /** Id of the h2, which names the section. */
  id: string;
  title: string;
  /** Something small beside the heading, such as a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A headed card of the hub's side column (Quick Actions, Online Now, Recent Discussions). */
export function Panel({ id, title, aside, children, className = '' }: PanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6 ${className}`}
    >
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
