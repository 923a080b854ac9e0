import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import type { ReactNode } from 'react';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { PlainText } from '@client/components/ui/plain-text';
import { Timestamp } from '@client/components/ui/timestamp';
import type { Profile } from '@shared/schemas/community';
import { formatCount } from '@client/lib/i18n/page-formats';

interface ProfileCardProps {
  profile: Profile;
  /** While the form is open its preview names the picture; the heading's copy stays silent. */
  editing: boolean;
  children: ReactNode;
}

/** The profile's card: picture, discipline, name (the screen's h1) and e-mail, then view or form. */
export function ProfileCard({ profile, editing, children }: ProfileCardProps) {
  const { i18n } = useLingui();
  return (
    <div className="overflow-hidden rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5">
      <div aria-hidden="true" className="kente-band h-2" />
      <div className="flex flex-col gap-6 p-5 sm:flex-row sm:items-start sm:gap-8 sm:p-10">
        <Avatar
          name={profile.displayName}
          url={profile.avatarUrl}
          image={profile.avatar}
          size="lg"
          decorative={editing}
        />
        <div className="min-w-0 flex-1">
          <p className="inline-flex rounded-pill bg-forest-600/10 px-3 py-1 text-xs font-semibold tracking-wide text-forest-700">
            {profile.discipline}
          </p>
          <h1 className="mt-3 text-display font-semibold wrap-anywhere text-ink-900">
            {shownName(profile.displayName, i18n)}
          </h1>
          <p className="mt-1 text-sm wrap-anywhere text-ink-500">
            <span className="font-semibold text-ink-700">@{profile.handle}</span> · {profile.email}
          </p>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** View mode: join date, post count, reputation, bio, and the way into edit mode. */
export function ProfileDetails({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useLingui();
  const { postCount } = profile;
  const reputation = formatCount(profile.reputation);
  const joinDate = <Timestamp value={profile.joinDate} format="day" />;
  return (
    <>
      <ul
        aria-label={t({ id: 'profile.view.facts-label', message: 'Profile facts' })}
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700"
      >
        <li>
          <Trans id="members.profile.joined">Joined {joinDate}</Trans>
        </li>
        <li>
          {t({ id: 'members.profile.post-count', message: plural(postCount, { one: '# post', other: '# posts' }) })}
        </li>
        <li>{t({ id: 'members.profile.reputation', message: `Reputation ${reputation}` })}</li>
      </ul>
      <section aria-labelledby="profile-bio-title" className="mt-6">
        <h2 id="profile-bio-title" className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
          <Trans id="profile.view.bio">Bio</Trans>
        </h2>
        {profile.bio ? (
          <PlainText text={profile.bio} className="mt-2 leading-relaxed text-ink-900" />
        ) : (
          <p className="mt-2 text-ink-500">
            <Trans id="profile.view.no-bio">No bio yet. Tell the community about your work.</Trans>
          </p>
        )}
      </section>
      {!profile.exists && (
        <p className="mt-6 rounded-xl bg-cream-200 px-4 py-3 text-sm text-ink-700">
          <Trans id="profile.view.default-notice">
            This is your default profile. Edit and save it to make it your own.
          </Trans>
        </p>
      )}
      <Button variant="secondary" className="mt-8" onClick={onEdit}>
        <Trans id="profile.view.edit">Edit Profile</Trans>
      </Button>
    </>
  );
}
