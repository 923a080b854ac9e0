import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@client/components/ui/document-title';

interface AdminPageProps {
  title: string;
  intro?: string;
  /** Controls beside the heading, such as the screen's Add button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of one admin screen: its h1, a line of context, then the content. */
export function AdminPage({ title, intro, actions, children }: AdminPageProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
      <DocumentTitle>{t({ id: 'ui.admin-page.document-title', message: `${title} · Griot Admin` })}</DocumentTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-semibold text-ink-900">{title}</h1>
          {intro && <p className="mt-2 text-ink-500">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
