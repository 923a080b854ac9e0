import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@client/lib/api/api-errors';
import { useAuth } from '@client/lib/auth/auth-context';
import { Container } from '@client/components/ui/container';
import { LoadFailure } from '@client/components/ui/load-failure';
import { PleaseSignIn } from '@client/components/ui/please-sign-in';
import { Spinner } from '@client/components/ui/spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { paths } from '@client/lib/paths';
import { messages } from '@shared/messages';
import { shownName } from '@shared/shown-names';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileCard, ProfileDetails } from '../components/profile-view';
import { DocumentTitle } from '@client/components/ui/document-title';

const PROFILE_LOAD_FAILED = msg({
  id: 'profile.page.load-failed',
  message: 'Failed to load your profile. Please try again later.',
});

/** "My posts" and "My replies" load apart (the `member-pages` chunk, vite.config.ts): not on a first visit. */
const OwnActivity = lazy(() =>
  import('../components/own-activity').then((module) => ({ default: module.OwnActivity })),
);

/** 'Profile updated successfully!', brought into view: Save sits at the foot of a long form. */
function SavedNotice() {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // Braces: newer browsers return a promise from scrollIntoView, and an effect may only return a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} className="mb-6">
      <StatusMessage>{i18n._(messages.profileSaved)}</StatusMessage>
    </div>
  );
}

/** "How others see you: your public profile", a link to the page anyone sees. */
function PublicProfileLink({ handle }: { handle: string }) {
  return (
    <Trans id="profile.page.public-link">
      How others see you:{' '}
      <Link
        to={paths.member.to(handle)}
        className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
      >
        your public profile
      </Link>
    </Trans>
  );
}

/** The member's own profile: view mode, then edit mode, then save or cancel (docs/product.md §4). */
export function ProfilePage() {
  const { user } = useAuth();
  const { t } = useLingui();
  return user ? (
    <OwnProfile uid={user.uid} />
  ) : (
    <PleaseSignIn
      reason={t({ id: 'profile.page.sign-in-reason', message: 'Sign in to see and edit your community profile.' })}
    />
  );
}

function OwnProfile({ uid }: { uid: string }) {
  const { i18n, t } = useLingui();
  const profile = useProfile(uid);
  const stored = profile.data?.displayName;
  const displayName = stored === undefined ? undefined : shownName(stored, i18n);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (profile.isPending) return <Spinner className="py-section" />;
  // A session that ended since the page loaded: the server no longer knows who is asking.
  if (profile.isError && profile.error instanceof ApiError && profile.error.status === 401)
    return (
      <PleaseSignIn
        reason={t({ id: 'profile.page.sign-in-reason', message: 'Sign in to see and edit your community profile.' })}
      />
    );

  return (
    <Container className="py-10 sm:py-14">
      <DocumentTitle>
        {displayName === undefined
          ? t({ id: 'profile.page.document-title', message: 'Your Profile · Griot' })
          : t({ id: 'profile.page.named-document-title', message: `${displayName} · Griot` })}
      </DocumentTitle>
      <div className="mx-auto max-w-4xl">
        {profile.isError ? (
          <>
            <h1 className="mb-6 text-title font-semibold">
              <Trans id="profile.page.title">Your Profile</Trans>
            </h1>
            <LoadFailure message={i18n._(PROFILE_LOAD_FAILED)} query={profile} />
          </>
        ) : (
          <>
            {saved && <SavedNotice />}
            <ProfileCard profile={profile.data} editing={editing}>
              {editing ? (
                <ProfileForm
                  uid={uid}
                  profile={profile.data}
                  onSaved={() => {
                    setEditing(false);
                    setSaved(true);
                  }}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <ProfileDetails
                  profile={profile.data}
                  onEdit={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                />
              )}
            </ProfileCard>
            {profile.data.exists && (
              <p className="mt-4 text-sm text-ink-500">
                <PublicProfileLink handle={profile.data.handle} />
              </p>
            )}
            <Suspense fallback={<Spinner className="py-8" />}>
              <OwnActivity uid={uid} />
            </Suspense>
            <p className="mt-6 text-sm text-ink-500">
              <Trans id="profile.page.account-link">
                Password, e-mail and sessions:{' '}
                <Link
                  to={paths.account.to()}
                  className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                >
                  Account Settings
                </Link>
                .
              </Trans>{' '}
              <Trans id="profile.page.purchases-links">
                What you bought:{' '}
                <Link
                  to={paths.orders.to()}
                  className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                >
                  My orders
                </Link>
                ,{' '}
                <Link
                  to={paths.tickets.to()}
                  className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                >
                  My tickets
                </Link>
                .
              </Trans>
            </p>
          </>
        )}
      </div>
    </Container>
  );
}
