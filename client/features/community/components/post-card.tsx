import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import { AuthorName } from '@client/components/ui/author-name';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { threadParam } from '@shared/thread-address';
import type { PostSummary, UnreadMark } from '@shared/schemas/community';
import { countLabel, visibleTags } from '../lib/post-display';
import { PostFlags, TagList, UnreadBadge } from './badge';

/**
 * One post of a forum: flags and what is new to the member (`mark`), title (its link), author and time,
 * excerpt, up to three tags, replies.
 */
export function PostCard({ post, mark }: { post: PostSummary; mark?: UnreadMark }) {
  const { i18n } = useLingui();
  const { lastReply } = post;
  const author = lastReply && shownName(lastReply.author, i18n);
  return (
    <article
      data-testid="post-card"
      className={`rounded-card bg-cream-50 p-5 shadow-card ring-1 transition hover:shadow-lift sm:p-6 ${
        post.isPinned ? 'ring-ochre-400/70' : 'ring-ink-900/5'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PostFlags isPinned={post.isPinned} isLocked={post.isLocked} />
        <UnreadBadge mark={mark} />
        <p className="text-xs text-ink-500">
          <AuthorName
            name={post.author}
            handle={post.authorHandle}
            className="font-semibold wrap-anywhere text-ink-900"
          />
          <span aria-hidden="true"> · </span>
          <Timestamp value={post.createdAt} />
        </p>
      </div>
      <h3 className="mt-2 text-xl leading-snug font-semibold wrap-anywhere text-ink-900">
        <Link
          to={paths.post.to(threadParam(post.id, post.slug))}
          className={`rounded-sm underline-offset-4 hover:text-terracotta-600 hover:underline ${post.deletedByAuthor ? 'font-normal text-ink-500 italic' : ''}`}
        >
          {post.title}
        </Link>
      </h3>
      {post.excerpt && <p className="mt-2 text-sm leading-relaxed wrap-anywhere text-ink-500">{post.excerpt}</p>}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <TagList tags={visibleTags(post.tags)} testId="post-tag" />
        <p className="ms-auto text-sm font-semibold text-ink-700">
          <span>{countLabel(post.replyCount, 'reply')}</span>
          {lastReply && (
            <span className="font-normal text-ink-500">
              {' '}
              <Trans id="community.post-card.last-by">
                · last by <span className="wrap-anywhere">{author}</span> <Timestamp value={lastReply.createdAt} />
              </Trans>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
