// The frame of an item's page: loading, "not found" (the slug names nothing), a failed load with Try
// again, and the page itself. An old slug answers with the renamed item: the address moves to its slug.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api/api-errors';
import type { CatalogListName } from '@shared/domain';
import { messages } from '@shared/messages';
import type { CatalogDetails } from '@shared/api-queries';
import { useCatalogItem } from '../api/get-catalog-item';
import { DocumentTitle } from '@client/components/ui/document-title';

interface DetailScreenProps<List extends CatalogListName> {
  list: List;
  /** The list this page belongs to: its name and address, for the way back. */
  back: { label: string; to: string };
  /** The item's address, from its current slug. */
  pathOf: (slug: string) => string;
  children: (item: CatalogDetails[List]) => ReactNode;
}

export function DetailScreen<List extends CatalogListName>({ list, back, pathOf, children }: DetailScreenProps<List>) {
  const { i18n, t } = useLingui();
  const { label } = back;
  const { slug = '' } = useParams();
  const item = useCatalogItem(list, slug);
  const navigate = useNavigate();
  const documentTitleOf = (title: string) => t({ id: 'app.document-title', message: `${title} · Griot` });
  const currentSlug = item.data?.slug;

  useEffect(() => {
    if (currentSlug && currentSlug !== slug) void navigate(pathOf(currentSlug), { replace: true });
  }, [currentSlug, slug, navigate, pathOf]);

  if (item.isPending) return <Spinner className="py-section" />;
  if (item.isError) {
    if (item.error instanceof ApiError && item.error.isNotFound) {
      return (
        <Container className="py-section">
          <DocumentTitle>{documentTitleOf(i18n._(messages.notFoundTitle))}</DocumentTitle>
          <div className="mx-auto max-w-xl text-center">
            <div aria-hidden="true" className="kente-band mx-auto mb-8 h-2 w-24 rounded-pill" />
            <h1 className="text-display font-semibold text-ink-900">{i18n._(messages.notFoundTitle)}</h1>
            <p className="mt-4 text-lg text-ink-500">
              {t({
                id: 'catalog.detail.not-found',
                message: select(list, {
                  products: 'This product does not exist or has been removed.',
                  events: 'This event does not exist or has been removed.',
                  artists: 'This artist does not exist or has been removed.',
                  other: 'This story does not exist or has been removed.',
                }),
              })}
            </p>
            <ButtonLink to={back.to} variant="secondary" className="mt-8">
              {t({ id: 'catalog.detail.back-to', message: `Back to ${label}` })}
            </ButtonLink>
          </div>
        </Container>
      );
    }
    return (
      <Container className="py-section">
        <DocumentTitle>{documentTitleOf(label)}</DocumentTitle>
        <h1 className="mb-6 text-title font-semibold">{back.label}</h1>
        <LoadFailure
          message={t({
            id: 'catalog.detail.load-failed',
            message: select(list, {
              products: 'We could not load this product. Please try again.',
              events: 'We could not load this event. Please try again.',
              artists: 'We could not load this artist. Please try again.',
              other: 'We could not load this story. Please try again.',
            }),
          })}
          query={item}
        />
      </Container>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label={t({ id: 'catalog.detail.breadcrumb', message: 'Breadcrumb' })} className="mb-6 text-sm">
        <Link to={back.to} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
          {`← ${back.label}`}
        </Link>
      </nav>
      {children(item.data)}
    </Container>
  );
}
