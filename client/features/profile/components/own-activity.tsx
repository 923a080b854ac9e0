import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MemberPostItem, MemberReplyItem } from '@client/components/community/member-activity';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { useOwnPosts, useOwnReplies } from '../api/own-activity';

/** "My posts" and "My replies": what the member wrote, newest first, each a link to its discussion. */
export function OwnActivity({ uid }: { uid: string }) {
  const { t } = useLingui();
  const posts = useOwnPosts(uid);
  const replies = useOwnReplies(uid);
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-2">
      <ActivitySection id="my-posts-title" title={t({ id: 'profile.activity.my-posts', message: 'My posts' })}>
        <LoadMoreList
          query={posts}
          failure={t({
            id: 'profile.activity.posts-failed',
            message: 'Failed to load your posts. Please try again later.',
          })}
          empty={
            <EmptyState
              title={t({ id: 'profile.activity.no-posts', message: 'No posts yet' })}
              description={t({
                id: 'profile.activity.no-posts-hint',
                message: 'Start a discussion in one of the forums.',
              })}
            />
          }
          className={listStyle}
          renderItem={(post) => <MemberPostItem post={post} />}
        />
      </ActivitySection>
      <ActivitySection id="my-replies-title" title={t({ id: 'profile.activity.my-replies', message: 'My replies' })}>
        <LoadMoreList
          query={replies}
          failure={t({
            id: 'profile.activity.replies-failed',
            message: 'Failed to load your replies. Please try again later.',
          })}
          empty={
            <EmptyState
              title={t({ id: 'profile.activity.no-replies', message: 'No replies yet' })}
              description={t({
                id: 'profile.activity.no-replies-hint',
                message: 'Join a discussion: your replies show here.',
              })}
            />
          }
          className={listStyle}
          renderItem={(reply) => <MemberReplyItem reply={reply} />}
        />
      </ActivitySection>
    </div>
  );
}

const listStyle = 'divide-y divide-ink-900/10';

/** One of the two cards, titled, holding its list. */
function ActivitySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
