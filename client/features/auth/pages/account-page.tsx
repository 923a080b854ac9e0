import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PleaseSignIn } from '@client/components/ui/please-sign-in';
import { Container } from '@client/components/ui/container';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import { AccountDataDownload } from '../components/account-data-download';
import { AccountDeletionForm } from '../components/account-deletion-form';
import { AccountEmailForm } from '../components/account-email-form';
import { AccountMailPreferences } from '../components/account-mail-preferences';
import { AccountPasswordForm } from '../components/account-password-form';
import { AccountSessions } from '../components/account-sessions';
import { DocumentTitle } from '@client/components/ui/document-title';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-cream-50 p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8">
      <h2 id={id} className="mb-5 font-display text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The member's account settings: password, address, mail about discussions, sessions, their data and leaving. */
export function AccountPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user)
    return (
      <PleaseSignIn
        reason={t({
          id: 'auth.account.sign-in-reason',
          message: 'Sign in to change your password, e-mail and sessions, or to download or delete your data.',
        })}
      />
    );
  return (
    <Container className="py-10 sm:py-14">
      <DocumentTitle>{t({ id: 'auth.account.document-title', message: 'Account Settings · Griot' })}</DocumentTitle>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <div>
          <h1 className="text-title font-semibold text-ink-900">
            <Trans id="auth.account.title">Account Settings</Trans>
          </h1>
          <p className="mt-2 text-ink-500">
            <Trans id="auth.account.elsewhere">
              Your name, picture and bio are on your{' '}
              <Link
                to={paths.profile.to()}
                className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
              >
                profile
              </Link>
              ; what you bought is in{' '}
              <Link
                to={paths.orders.to()}
                className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
              >
                My orders
              </Link>{' '}
              and{' '}
              <Link
                to={paths.tickets.to()}
                className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
              >
                My tickets
              </Link>
              .
            </Trans>
          </p>
        </div>
        <Section id="account-password" title={t({ id: 'auth.field.password', message: 'Password' })}>
          <AccountPasswordForm />
        </Section>
        <Section id="account-email" title={t({ id: 'auth.field.email', message: 'E-mail' })}>
          <AccountEmailForm current={user.email} />
        </Section>
        <Section id="notifications" title={t({ id: 'auth.account.notifications', message: 'Notifications' })}>
          <AccountMailPreferences />
        </Section>
        <Section id="account-sessions" title={t({ id: 'auth.account.sessions', message: 'Sessions' })}>
          <AccountSessions />
        </Section>
        <Section id="account-data" title={t({ id: 'auth.account.your-data', message: 'Your data' })}>
          <AccountDataDownload />
        </Section>
        <Section id="account-deletion" title={t({ id: 'auth.account.delete', message: 'Delete your account' })}>
          <AccountDeletionForm />
        </Section>
      </div>
    </Container>
  );
}
