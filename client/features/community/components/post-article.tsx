import { PostBody } from './post-body';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthorAvatar, AuthorName } from '@client/components/ui/author-name';
import { Timestamp } from '@client/components/ui/timestamp';
import type { Post } from '@shared/schemas/community';
import { countLabel } from '../lib/post-display';
import { PostFlags, TagList } from './badge';
import { LikeButton } from './like-button';
import { PostActions, POST_BODY_ID, POST_HEADING_ID } from './post-actions';
import { PostEditForm } from './post-edit-form';

/** The post itself: flags, title (the screen's h1), author, forum, stats, tags, content and actions. */
export function PostArticle({ post }: { post: Post }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  return (
    <article className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-8">
      <PostFlags isPinned={post.isPinned} isLocked={post.isLocked} />
      <h1
        id={POST_HEADING_ID}
        tabIndex={-1}
        className={`mt-3 text-title wrap-anywhere ${post.deletedByAuthor ? 'text-ink-500 italic' : 'font-semibold text-ink-900'}`}
      >
        {post.title}
      </h1>
      <div className="mt-5 flex items-center gap-3">
        <AuthorAvatar name={post.author} handle={post.authorHandle} size="md" />
        <p className="min-w-0 text-sm text-ink-500">
          <AuthorName
            name={post.author}
            handle={post.authorHandle}
            className="block w-fit font-semibold wrap-anywhere text-ink-900"
          />
          <Timestamp value={post.createdAt} />
        </p>
      </div>
      <ul
        aria-label={t({ id: 'community.post.stats-label', message: 'Post stats' })}
        className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-500"
      >
        <li className="font-semibold text-ink-900">{countLabel(post.replyCount, 'reply')}</li>
        <li>
          <Trans id="community.post.created">
            Created <Timestamp value={post.createdAt} format="day" />
          </Trans>
        </li>
        <li>
          <Trans id="community.post.updated">
            Updated <Timestamp value={post.updatedAt} format="day" />
          </Trans>
        </li>
      </ul>
      {editing ? (
        <PostEditForm post={post} onDone={() => setEditing(false)} />
      ) : post.deletedByAuthor ? (
        <p data-testid="post-content" className="mt-6 text-base text-ink-500 italic">
          <Trans id="community.post.removed-by-author">
            Its words were removed by its author. The replies below stay.
          </Trans>
        </p>
      ) : (
        <>
          <PostBody
            id={POST_BODY_ID}
            data-testid="post-content"
            html={post.contentHtml}
            className="mt-6 text-base leading-relaxed text-ink-900 sm:text-lg"
          />
          <TagList tags={post.tags} className="mt-6" />
          <div className="mt-6">
            <LikeButton
              target={{ kind: 'post', postId: post.id }}
              likeCount={post.likeCount}
              liked={post.liked}
              own={post.canEdit}
            />
          </div>
        </>
      )}
      <PostActions post={post} editing={editing} onEdit={() => setEditing(true)} />
    </article>
  );
}
