import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@client/lib/auth/auth-context';
import { MAIN_ID, paths } from '@client/lib/paths';
import { adminReturnPath, useNextParam } from '@client/lib/return-path';
import { SignInForm } from '../components/sign-in-form';
import { DocumentTitle } from '@client/components/ui/document-title';

/**
 * The sign-in form titled Admin Panel (docs/product.md §2); success goes to the admin page `?next=` names
 * (the one a visitor opened), else the dashboard.
 */
export function AdminLoginPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const target = adminReturnPath(useNextParam());
  // An admin who was already signed in skips the form. Checked only on arrival: after signing in here,
  // onSignedIn navigates once, and a second redirect could undo whatever the admin opened next.
  const [arrivedAsAdmin] = useState(user?.role === 'admin');
  if (arrivedAsAdmin) return <Navigate to={target} replace />;

  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="lattice flex min-h-dvh items-center justify-center bg-ink-900 px-4 py-12 focus-visible:outline-none"
    >
      <DocumentTitle>{t({ id: 'auth.admin-login.document-title', message: 'Admin Panel · Griot' })}</DocumentTitle>
      <div className="w-full max-w-md rounded-card bg-cream-50 p-6 shadow-lift sm:p-10">
        <div aria-hidden="true" className="kente-band mb-6 h-1.5 w-16 rounded-pill" />
        <h1 className="text-title font-semibold text-ink-900">
          <Trans id="auth.admin-login.title">Admin Panel</Trans>
        </h1>
        <p className="mt-2 text-ink-500">
          <Trans id="auth.admin-login.intro">Sign in to manage products, events, artists and stories.</Trans>
        </p>
        <div className="mt-8">
          <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
        </div>
        <p className="mt-8 border-t border-ink-900/10 pt-6 text-sm">
          <Link to={paths.home.to()} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
            <Trans id="auth.admin-login.back">← Back to the site</Trans>
          </Link>
        </p>
      </div>
    </main>
  );
}
