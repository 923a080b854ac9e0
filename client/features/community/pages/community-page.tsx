import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@client/components/ui/container';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useHub } from '../api/get-hub';
import { ForumCard } from '../components/forum-card';
import { OnlineNow } from '../components/online-now';
import { QuickActions } from '../components/quick-actions';
import { RecentPosts } from '../components/recent-posts';
import { communityTexts } from '../lib/community-texts';
import { DocumentTitle } from '@client/components/ui/document-title';

const FORUMS_HEADING_ID = 'forums-title';

/** The forum hub: quick actions, the forums, the five most recent discussions and who is online. */
export function CommunityPage() {
  const { t, i18n } = useLingui();
  const hub = useHub();
  const forums = hub.data?.forums ?? [];

  return (
    <>
      <DocumentTitle>{t({ id: 'community.hub.document-title', message: 'Community · Griot' })}</DocumentTitle>
      <PageHeader
        eyebrow={t({ id: 'community.hub.forums', message: 'Forums' })}
        title={t({ id: 'community.hub.title', message: 'Community' })}
        intro={t({
          id: 'community.hub.intro',
          message: 'Talk music, art, writing and business with creatives across the continent and its diaspora.',
        })}
      />
      <Container className="py-10 sm:py-14">
        <QuickActions firstForumId={forums[0]?.id ?? null} forumsHeadingId={FORUMS_HEADING_ID} />
        {hub.isPending ? (
          <Spinner />
        ) : hub.isError ? (
          <LoadFailure className="mt-10" message={i18n._(communityTexts.hubLoadFailed)} query={hub} />
        ) : (
          <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby={FORUMS_HEADING_ID}>
              <h2 id={FORUMS_HEADING_ID} tabIndex={-1} className="mb-6 text-title font-semibold text-ink-900">
                <Trans id="community.hub.forums">Forums</Trans>
              </h2>
              {forums.length === 0 ? (
                <EmptyState
                  title={t({ id: 'community.hub.no-forums-title', message: 'No forums yet' })}
                  description={t({
                    id: 'community.hub.no-forums-description',
                    message: 'The forums are being set up. Check back soon.',
                  })}
                />
              ) : (
                <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
                  {forums.map((forum) => (
                    <li key={forum.id}>
                      <ForumCard forum={forum} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="flex flex-col gap-6">
              <RecentPosts posts={hub.data.recentPosts} />
              <OnlineNow members={hub.data.onlineMembers} />
            </div>
          </div>
        )}
      </Container>
    </>
  );
}
