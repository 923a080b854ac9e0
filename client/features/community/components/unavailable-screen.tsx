import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { LoadFailure } from '@client/components/ui/load-failure';
import { paths } from '@client/lib/paths';
import { isNotFound } from '../lib/post-display';
import { DocumentTitle } from '@client/components/ui/document-title';

interface UnavailableScreenProps {
  /** Why the forum or post could not be shown. */
  error: unknown;
  /** 'Forum Not Found' or 'Post Not Found' (docs/product.md §8), the h1 when it does not exist. */
  notFoundTitle: string;
  notFoundText: string;
  /** The h1 and the red message when the load failed for another reason. */
  failedTitle: string;
  failedText: string;
  /** The failed query: Try again refetches it. */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}

/** A forum or post that cannot be shown: it does not exist (with the way back), or its load failed. */
export function UnavailableScreen({
  error,
  notFoundTitle,
  notFoundText,
  failedTitle,
  failedText,
  query,
}: UnavailableScreenProps) {
  const { t } = useLingui();
  const documentTitle = (title: string) => t({ id: 'community.document-title', message: `${title} · Griot` });
  if (!isNotFound(error)) {
    return (
      <Container className="py-section">
        <DocumentTitle>{documentTitle(failedTitle)}</DocumentTitle>
        <h1 className="mb-6 text-title font-semibold">{failedTitle}</h1>
        <LoadFailure message={failedText} query={query} />
      </Container>
    );
  }
  return (
    <Container className="py-section">
      <DocumentTitle>{documentTitle(notFoundTitle)}</DocumentTitle>
      <div className="mx-auto max-w-xl text-center">
        <div aria-hidden="true" className="kente-band mx-auto mb-8 h-2 w-24 rounded-pill" />
        <h1 className="text-display font-semibold text-ink-900">{notFoundTitle}</h1>
        <p className="mt-4 text-lg text-ink-500">{notFoundText}</p>
        <ButtonLink to={paths.community.to()} variant="secondary" className="mt-8">
          <Trans id="community.back-to-community">Back to Community</Trans>
        </ButtonLink>
      </div>
    </Container>
  );
}
