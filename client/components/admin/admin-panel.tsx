import { useId, type ReactNode } from 'react';

interface AdminPanelProps {
  title: string;
  intro: string;
  /** Dashboard panels carry a larger heading than the import panels of a list screen. */
  size?: 'large' | 'medium';
  children: ReactNode;
}

/** The card every admin action sits in: a heading that names the region, a line of what it does, the action. */
export function AdminPanel({ title, intro, size = 'large', children }: AdminPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-6"
    >
      <h2
        id={headingId}
        className={`font-display font-semibold text-ink-900 ${size === 'large' ? 'text-2xl' : 'text-xl'}`}
      >
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-500">{intro}</p>
      {children}
    </section>
  );
}
