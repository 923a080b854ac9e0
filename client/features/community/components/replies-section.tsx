import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@client/lib/auth/auth-context';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { StatusMessage } from '@client/components/ui/status-message';
import type { honeypotOf } from '@client/components/ui/honeypot-field';
import { paths } from '@client/lib/paths';
import { messages } from '@shared/messages';
import type { Post } from '@shared/schemas/community';
import { useAddReply } from '../api/add-reply';
import { useReplies } from '../api/get-replies';
import { communityTexts } from '../lib/community-texts';
import { ReplyEditor } from './reply-editor';
import { ReplyItem } from './reply-item';

/** The replies, oldest first and 50 at a time, then the way to add one: the form, a note, or sign in. */
export function RepliesSection({ post }: { post: Post }) {
  const replies = useReplies(post.id);
  const add = useAddReply(post.id);
  const { user } = useAuth();
  const [addedOutOfView, setAddedOutOfView] = useState(false);

  const send = async (content: string, trap: ReturnType<typeof honeypotOf>) => {
    setAddedOutOfView(false);
    await add.mutateAsync({ content, ...trap });
    // The new reply is last; when later pages are not loaded yet it is not on screen.
    setAddedOutOfView(replies.hasNextPage);
  };

  return (
    <section aria-labelledby="replies-title" className="mt-10">
      <h2 id="replies-title" className="text-2xl font-semibold text-ink-900">
        Replies
      </h2>
      <div className="mt-6">
        <LoadMoreList
          query={replies}
          failure={communityTexts.repliesLoadFailed}
          empty={
            <p className="rounded-card border border-dashed border-ink-900/20 px-5 py-8 text-center text-ink-500">
              No replies yet.
            </p>
          }
          className="flex flex-col gap-3"
          renderItem={(reply) => <ReplyItem reply={reply} canModerate={post.canModerate} locked={post.isLocked} />}
        />
      </div>

      <div className="mt-8">
        {post.isLocked ? (
          <p className="rounded-card border border-ink-900/15 bg-cream-200 px-5 py-4 text-ink-700">
            <strong className="font-semibold text-ink-900">{communityTexts.postLockedNote}</strong>{' '}
            {communityTexts.postLockedDetail}
          </p>
        ) : user ? (
          <div className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6">
            {addedOutOfView && <StatusMessage className="mb-4">{communityTexts.replyOnLaterPage}</StatusMessage>}
            <ReplyEditor label="Your reply" submitLabel="Post Reply" failure={messages.replyFailed} onSubmit={send} />
          </div>
        ) : (
          <p className="rounded-card border border-ink-900/15 bg-cream-50 px-5 py-4 text-ink-700">
            <Link to={paths.login.to()} className="font-semibold text-terracotta-600 underline underline-offset-4">
              Sign in to reply
            </Link>{' '}
            and join the discussion.
          </p>
        )}
      </div>
    </section>
  );
}
