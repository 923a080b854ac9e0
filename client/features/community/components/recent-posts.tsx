import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthorName } from '@client/components/ui/author-name';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { threadParam } from '@shared/thread-address';
import type { PostSummary } from '@shared/schemas/community';
import { countLabel } from '../lib/post-display';
import { PostFlags } from './badge';
import { Panel } from './panel';

/** The hub's five most recent discussions, each a link to its post. */
export function RecentPosts({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useLingui();
  return (
    <Panel id="recent-discussions-title" title={t({ id: 'community.recent.title', message: 'Recent Discussions' })}>
      {posts.length === 0 ? (
        <p className="text-sm text-ink-500">
          <Trans id="community.recent.none">No discussions yet. Be the first to start one.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-ink-900/10">
          {posts.map((post) => (
            <li key={post.id} data-testid="recent-post" className="py-3 first:pt-0 last:pb-0">
              <Link
                to={paths.post.to(threadParam(post.id, post.slug))}
                className={`line-clamp-2 leading-snug wrap-anywhere underline-offset-4 hover:text-terracotta-600 hover:underline ${post.deletedByAuthor ? 'text-ink-500 italic' : 'font-semibold text-ink-900'}`}
              >
                {post.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-ink-500">
                <span className="wrap-anywhere">
                  <Trans id="community.by-author">
                    by <AuthorName name={post.author} handle={post.authorHandle} />
                  </Trans>
                </span>
                <span aria-hidden="true">·</span>
                <Timestamp value={post.createdAt} />
                <span aria-hidden="true">·</span>
                <span>{countLabel(post.replyCount, 'reply')}</span>
                <PostFlags isPinned={post.isPinned} isLocked={post.isLocked} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
