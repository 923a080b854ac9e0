import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  /** A short label above the heading that names the section's mood (e.g. "Fresh from the studio"). */
  eyebrow: string;
  title: string;
  /** Optional control on the right, typically a "See all" link. */
  action?: ReactNode;
  tone?: 'light' | 'dark';
}

/** An h2 with its eyebrow; `id` lets the section point at it with aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, action, tone = 'light' }: SectionHeadingProps) {
  const eyebrowColour = tone === 'dark' ? 'text-ochre-300' : 'text-terracotta-600';
  const titleColour = tone === 'dark' ? 'text-cream-50' : 'text-ink-900';
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 sm:mb-10">
      <div>
        <p className={`mb-2 text-xs font-semibold tracking-[0.22em] uppercase ${eyebrowColour}`}>{eyebrow}</p>
        <h2 id={id} className={`text-title font-semibold ${titleColour}`}>
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
