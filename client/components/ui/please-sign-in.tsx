import { Trans, useLingui } from '@lingui/react/macro';
import { useSignInPath } from '@client/lib/sign-in-return';
import { ButtonLink } from './button-link';
import { Container } from './container';
import { DocumentTitle } from './document-title';

/** A member's screen opened signed out: what signing in gives there, and the way to it and back. */
export function PleaseSignIn({ reason }: { reason: string }) {
  const { t } = useLingui();
  const signIn = useSignInPath();
  return (
    <Container className="py-section">
      <DocumentTitle>{t({ id: 'ui.please-sign-in.document-title', message: 'Please Sign In · Griot' })}</DocumentTitle>
      <div className="mx-auto max-w-xl rounded-card bg-cream-50 p-8 text-center shadow-card ring-1 ring-ink-900/5 sm:p-12">
        <div aria-hidden="true" className="kente-band mx-auto mb-8 h-2 w-24 rounded-pill" />
        <h1 className="text-display font-semibold text-ink-900">
          <Trans id="ui.please-sign-in.title">Please Sign In</Trans>
        </h1>
        <p className="mt-4 text-lg text-ink-500">{reason}</p>
        <ButtonLink to={signIn} variant="secondary" className="mt-8">
          <Trans id="ui.please-sign-in.sign-in">Sign In</Trans>
        </ButtonLink>
      </div>
    </Container>
  );
}
