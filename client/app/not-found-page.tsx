import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { paths } from '@client/lib/paths';
import { messages } from '@shared/messages';
import { DocumentTitle } from '@client/components/ui/document-title';

/** Any address the router does not know. */
export function NotFoundPage() {
  const { i18n, t } = useLingui();
  const title = i18n._(messages.notFoundTitle);
  return (
    <Container className="py-section">
      <DocumentTitle>{t({ id: 'app.document-title', message: `${title} · Griot` })}</DocumentTitle>
      <div className="mx-auto max-w-xl text-center">
        <p aria-hidden="true" className="font-display text-8xl font-semibold text-terracotta-500">
          404
        </p>
        <h1 className="mt-4 text-display font-semibold text-ink-900">{title}</h1>
        <p className="mt-4 text-lg text-ink-500">{i18n._(messages.notFoundBody)}</p>
        <ButtonLink to={paths.home.to()} variant="secondary" className="mt-8">
          <Trans id="not-found.back-home">Back to home</Trans>
        </ButtonLink>
      </div>
    </Container>
  );
}
