import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { AuthorName } from '@client/components/ui/author-name';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { threadParam } from '@shared/thread-address';
import type { Forum } from '@shared/schemas/community';
import { countLabel } from '../lib/post-display';
import { Badge } from './badge';

const linkFocus = 'rounded-sm underline-offset-4 hover:underline';

/** One forum of the hub: name (its link), category, description, post count and its latest post. */
export function ForumCard({ forum }: { forum: Forum }) {
  const { lastPost } = forum;
  return (
    <article
      data-testid="forum-card"
      className="flex h-full flex-col rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 transition hover:shadow-lift sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone="category">{forum.category}</Badge>
        <span className="text-sm font-semibold text-ink-700">{countLabel(forum.postCount, 'post')}</span>
      </div>
      <h3 className="mt-3 text-xl leading-snug font-semibold wrap-anywhere text-ink-900">
        <Link to={paths.forum.to(forum.id)} className={`${linkFocus} hover:text-terracotta-600`}>
          {forum.name}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-relaxed wrap-anywhere text-ink-500">{forum.description}</p>
      <div className="mt-auto pt-5">
        <div className="border-t border-ink-900/10 pt-4 text-sm text-ink-500">
          {lastPost ? (
            <>
              <p className="text-xs font-semibold tracking-wide text-terracotta-600 uppercase">
                <Trans id="community.forum-card.latest">Latest</Trans>
              </p>
              <Link
                to={paths.post.to(threadParam(lastPost.id, lastPost.slug))}
                className={`${linkFocus} mt-1 line-clamp-2 font-semibold wrap-anywhere text-ink-900`}
              >
                {lastPost.title}
              </Link>
              <p className="mt-1 wrap-anywhere">
                <span>
                  <Trans id="community.by-author">
                    by <AuthorName name={lastPost.author} handle={lastPost.authorHandle} />
                  </Trans>
                </span>
                <span aria-hidden="true"> · </span>
                <Timestamp value={lastPost.createdAt} />
              </p>
            </>
          ) : (
            <p>
              <Trans id="community.forum-card.no-posts">No posts yet. Start the first discussion.</Trans>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
