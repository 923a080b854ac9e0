import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import { useAuth } from '@client/lib/auth/auth-context';
import { Button } from '@client/components/ui/button';
import { buttonClasses } from '@client/components/ui/button-styles';
import { MAIN_ID, paths } from '@client/lib/paths';
import { adminSignInPath } from '@client/lib/return-path';
import { useHere } from '@client/lib/sign-in-return';
import { AdminShell } from './layouts/admin-shell';
import { DocumentTitle } from '@client/components/ui/document-title';

/**
 * The browser's half of the admin rule (the server enforces it on every admin route): visitors go to
 * the Admin Panel sign-in (and back here once signed in), members see a plain refusal, admins get the panel.
 */
export function AdminGuard() {
  const { user, logout } = useAuth();
  const here = useHere();
  const { t } = useLingui();
  if (!user) return <Navigate to={adminSignInPath(here)} replace />;
  if (user.role === 'admin') return <AdminShell />;
  const { email } = user;
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-4 focus-visible:outline-none"
    >
      <DocumentTitle>{t({ id: 'app.not-authorised.document-title', message: 'Not Authorised · Griot' })}</DocumentTitle>
      <div className="max-w-md rounded-card border border-ink-900/10 bg-cream-50 p-8 text-center shadow-card">
        <h1 className="text-title font-semibold text-ink-900">
          <Trans id="app.not-authorised.title">Not Authorised</Trans>
        </h1>
        <p className="mt-3 text-ink-500">
          <Trans id="app.not-authorised.body">
            The admin panel is for administrators only, and {email} is a member account.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.home.to()} className={buttonClasses('secondary')}>
            <Trans id="app.back-to-griot">Back to Griot</Trans>
          </Link>
          <Button variant="quiet" onClick={() => void logout()}>
            <Trans id="app.sign-out">Sign Out</Trans>
          </Button>
        </div>
      </div>
    </main>
  );
}
