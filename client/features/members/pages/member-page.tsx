import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MemberPostItem, MemberReplyItem } from '@client/components/community/member-activity';
import { Avatar } from '@client/components/ui/avatar';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { LoadFailure } from '@client/components/ui/load-failure';
import { PlainText } from '@client/components/ui/plain-text';
import { Spinner } from '@client/components/ui/spinner';
import { Timestamp } from '@client/components/ui/timestamp';
import { ApiError } from '@client/lib/api/api-errors';
import { paths } from '@client/lib/paths';
import type { MemberProfile } from '@shared/schemas/community';
import { useMember } from '../api/get-member';
import { DocumentTitle } from '@client/components/ui/document-title';
import { formatCount } from '@client/lib/i18n/page-formats';

/** `/members/{handle}`: a member as anyone sees them (docs/product.md §10), never with their e-mail. */
export function MemberPage() {
  const { handle = '' } = useParams();
  const { t } = useLingui();
  const member = useMember(handle);

  if (member.isPending) return <Spinner className="py-section" />;
  if (member.isError) {
    if (member.error instanceof ApiError && member.error.isNotFound) return <MemberNotFound />;
    return (
      <Container className="py-section">
        <DocumentTitle>{t({ id: 'members.profile.failed-document-title', message: 'Member · Griot' })}</DocumentTitle>
        <h1 className="mb-6 text-title font-semibold">
          <Trans id="members.profile.failed-title">Member</Trans>
        </h1>
        <LoadFailure
          message={t({
            id: 'members.profile.load-failed',
            message: 'Failed to load this member. Please try again later.',
          })}
          query={member}
        />
      </Container>
    );
  }
  return <MemberProfileView profile={member.data} />;
}

function MemberNotFound() {
  const { t } = useLingui();
  return (
    <Container className="py-section">
      <DocumentTitle>
        {t({ id: 'members.not-found.document-title', message: 'Member Not Found · Griot' })}
      </DocumentTitle>
      <div className="mx-auto max-w-xl text-center">
        <div aria-hidden="true" className="kente-band mx-auto mb-8 h-2 w-24 rounded-pill" />
        <h1 className="text-display font-semibold text-ink-900">
          <Trans id="members.not-found.title">Member Not Found</Trans>
        </h1>
        <p className="mt-4 text-lg text-ink-500">
          <Trans id="members.not-found.body">No member has this handle.</Trans>
        </p>
        <ButtonLink to={paths.community.to()} variant="secondary" className="mt-8">
          <Trans id="members.not-found.back">Back to Community</Trans>
        </ButtonLink>
      </div>
    </Container>
  );
}

function Activity({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 text-sm text-ink-500">
          <Trans id="members.activity.empty">Nothing yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-900/10">{children}</ul>
      )}
    </section>
  );
}

function MemberProfileView({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useLingui();
  const { member, recentPosts, recentReplies } = profile;
  const { handle, postCount } = member;
  const displayName = shownName(member.displayName, i18n);
  const reputation = formatCount(member.reputation);
  const joinDate = <Timestamp value={member.joinDate} format="day" />;
  return (
    <Container className="py-10 sm:py-14">
      <DocumentTitle>
        {t({ id: 'members.profile.document-title', message: `${displayName} (@${handle}) · Community · Griot` })}
      </DocumentTitle>
      <div className="mx-auto max-w-4xl">
        <div className="overflow-hidden rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5">
          <div aria-hidden="true" className="kente-band h-2" />
          <div className="flex flex-col gap-6 p-5 sm:flex-row sm:items-start sm:gap-8 sm:p-10">
            <Avatar name={member.displayName} url={member.avatarUrl} image={member.avatar} size="lg" />
            <div className="min-w-0 flex-1">
              {member.discipline && (
                <p className="inline-flex rounded-pill bg-forest-600/10 px-3 py-1 text-xs font-semibold tracking-wide text-forest-700">
                  {member.discipline}
                </p>
              )}
              <h1 className="mt-3 text-display font-semibold wrap-anywhere text-ink-900">{displayName}</h1>
              <p className="mt-1 text-sm font-semibold wrap-anywhere text-ink-700">@{member.handle}</p>
              <ul
                aria-label={t({ id: 'members.profile.facts-label', message: 'Member facts' })}
                className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700"
              >
                <li>
                  <Trans id="members.profile.joined">Joined {joinDate}</Trans>
                </li>
                <li>
                  {t({
                    id: 'members.profile.post-count',
                    message: plural(postCount, { one: '# post', other: '# posts' }),
                  })}
                </li>
                <li>{t({ id: 'members.profile.reputation', message: `Reputation ${reputation}` })}</li>
                {member.isOnline && (
                  <li className="font-semibold text-forest-700">
                    <Trans id="members.profile.online">Online now</Trans>
                  </li>
                )}
              </ul>
              {member.bio ? (
                <PlainText text={member.bio} className="mt-5 leading-relaxed text-ink-900" />
              ) : (
                <p className="mt-5 text-ink-500">
                  <Trans id="members.profile.no-bio">No bio yet.</Trans>
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <Activity
            id="member-posts-title"
            title={t({ id: 'members.profile.recent-posts', message: 'Recent posts' })}
            empty={recentPosts.length === 0}
          >
            {recentPosts.map((post) => (
              <li key={post.id}>
                <MemberPostItem post={post} />
              </li>
            ))}
          </Activity>
          <Activity
            id="member-replies-title"
            title={t({ id: 'members.profile.recent-replies', message: 'Recent replies' })}
            empty={recentReplies.length === 0}
          >
            {recentReplies.map((reply) => (
              <li key={reply.id}>
                <MemberReplyItem reply={reply} />
              </li>
            ))}
          </Activity>
        </div>
      </div>
    </Container>
  );
}
