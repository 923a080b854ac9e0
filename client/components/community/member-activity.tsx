import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { threadParam } from '@shared/thread-address';
import type { MemberReply, PostSummary } from '@shared/schemas/community';

const titleLink =
  'font-semibold leading-snug wrap-anywhere text-ink-900 underline-offset-4 hover:text-terracotta-600 hover:underline';

/** One of a member's posts in a list of theirs (their profile, their public page): title, when, replies. */
export function MemberPostItem({ post }: { post: PostSummary }) {
  const { t } = useLingui();
  const { replyCount } = post;
  return (
    <div className="py-3" data-testid="member-post">
      <Link to={paths.post.to(threadParam(post.id, post.slug))} className={titleLink}>
        {post.title}
      </Link>
      {post.excerpt && <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-ink-500">{post.excerpt}</p>}
      <p className="mt-1 text-xs text-ink-500">
        <Timestamp value={post.createdAt} />
        <span aria-hidden="true"> · </span>
        {t({
          id: 'ui.member-activity.reply-count',
          message: plural(replyCount, { one: '# reply', other: '# replies' }),
        })}
      </p>
    </div>
  );
}

/** One of a member's replies: the discussion it answers (its link) and its first words. */
export function MemberReplyItem({ reply }: { reply: MemberReply }) {
  const { postTitle } = reply;
  return (
    <div className="py-3" data-testid="member-reply">
      <p className="text-sm text-ink-500">
        <Trans id="ui.member-activity.reply-in">
          In{' '}
          <Link to={paths.post.to(threadParam(reply.postId, reply.postSlug))} className={titleLink}>
            {postTitle}
          </Link>
        </Trans>
      </p>
      <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-ink-900">{reply.excerpt}</p>
      <Timestamp value={reply.createdAt} className="mt-1 block text-xs text-ink-500" />
    </div>
  );
}
