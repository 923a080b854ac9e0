import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of one admin screen: its h1, a line of context, then the content. */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
      <title>{`${title} · Griot Admin`}</title>
      <h1 className="text-title font-semibold text-ink-900">{title}</h1>
      {intro && <p className="mt-2 text-ink-500">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
