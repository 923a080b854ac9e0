import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SitePageSlug } from '@shared/site-pages';
import { Container } from '@client/components/ui/container';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { useSitePage } from '../api/site-page';
import { DocumentTitle } from '@client/components/ui/document-title';

/**
 * A page behind the footer: its title and its text, written in Markdown by the admin (or Griot's own) and
 * made into HTML on the server with raw HTML shown as text (server/lib/markdown.ts). `children` come after
 * the text (the contact form).
 */
export function SitePageScreen({
  slug,
  children,
}: {
  slug: SitePageSlug;
  children?: (contactOpen: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  const documentTitle = (title: string) => t({ id: 'app.document-title', message: `${title} · Griot` });
  const page = useSitePage(slug);
  return (
    <Container className="py-section">
      <article className="mx-auto max-w-3xl">
        {page.isPending ? (
          <Spinner className="py-section" />
        ) : page.isError ? (
          <LoadFailure
            message={t({
              id: 'site-pages.page.load-failed',
              message: 'This page could not be loaded. Please try again.',
            })}
            query={page}
          />
        ) : (
          <>
            <DocumentTitle>{documentTitle(page.data.title)}</DocumentTitle>
            <div aria-hidden="true" className="kente-band mb-6 h-1.5 w-16 rounded-pill" />
            <h1 className="text-display font-semibold text-ink-900">{page.data.title}</h1>
            <div className="story-body mt-8" dangerouslySetInnerHTML={{ __html: page.data.html }} />
            {children?.(page.data.contactOpen)}
          </>
        )}
      </article>
    </Container>
  );
}
