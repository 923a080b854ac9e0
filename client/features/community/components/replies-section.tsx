import { useState } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@client/lib/api/api-errors';
import { useAuth } from '@client/lib/auth/auth-context';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { StatusMessage } from '@client/components/ui/status-message';
import { useSendToSignIn } from '@client/lib/sign-in-return';
import type { honeypotOf } from '@client/components/ui/honeypot-field';
import { messages } from '@shared/messages';
import type { Post } from '@shared/schemas/community';
import { useAddReply } from '../api/add-reply';
import { useReplies } from '../api/get-replies';
import { useThreadRead } from '../api/read-thread';
import { communityTexts } from '../lib/community-texts';
import { ReplyEditor } from './reply-editor';
import { ReplyItem } from './reply-item';
import { JumpToNewReply, NewRepliesDivider } from './new-replies-marker';

/** The reply form's place on the page: where a visitor sent to sign in comes back to. */
const REPLY_FORM_ID = 'add-reply';

/**
 * The replies, oldest first and 50 at a time, then the way to add one: the form, or a note when the post
 * is locked. A visitor types in the same form, whose button takes them to sign in (or join) and back here
 * with the text kept; a posted reply takes focus.
 */
export function RepliesSection({ post }: { post: Post }) {
  const { t, i18n } = useLingui();
  const replies = useReplies(post.id);
  const add = useAddReply(post.id);
  const { user } = useAuth();
  // Opening the thread marks it read; what was new until now keeps its marker while the member is here.
  const read = useThreadRead(post.id, Boolean(user));
  const firstNew = read?.firstNewReplyId ?? null;
  const firstNewShown =
    firstNew !== null && (replies.data?.pages ?? []).some((page) => page.items.some((item) => item.id === firstNew));
  const { pathname } = useLocation();
  const sendToSignIn = useSendToSignIn();
  const [addedOutOfView, setAddedOutOfView] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  // Kept per post, the same for a visitor and, once signed in, the member.
  const draftKey = `${pathname}#reply`;
  const backHere = () => sendToSignIn(`${pathname}#${REPLY_FORM_ID}`);

  const send = async (content: string, trap: ReturnType<typeof honeypotOf>) => {
    setAddedOutOfView(false);
    const reply = await add.mutateAsync({ content, ...trap }).catch((error: unknown) => {
      // The session ended meanwhile: sign in again and come back to the text, which is kept.
      if (error instanceof ApiError && error.status === 401) backHere();
      throw error;
    });
    // The new reply is last; when later pages are not loaded yet it is not on screen.
    setAddedOutOfView(replies.hasNextPage);
    setPosted(reply.id);
  };

  return (
    <section aria-labelledby="replies-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="replies-title" className="text-2xl font-semibold text-ink-900">
          <Trans id="community.replies.heading">Replies</Trans>
        </h2>
        {firstNewShown && read && <JumpToNewReply replyId={firstNew} count={read.newReplies} />}
      </div>
      <div className="mt-6">
        <LoadMoreList
          query={replies}
          failure={i18n._(communityTexts.repliesLoadFailed)}
          empty={
            <p className="rounded-card border border-dashed border-ink-900/20 px-5 py-8 text-center text-ink-500">
              <Trans id="community.replies.none">No replies yet.</Trans>
            </p>
          }
          className="flex flex-col gap-3"
          renderItem={(reply) => (
            <>
              {reply.id === firstNew && <NewRepliesDivider />}
              <ReplyItem
                reply={reply}
                canModerate={post.canModerate}
                locked={post.isLocked}
                quotable={!post.isLocked && !post.deletedByAuthor}
                justPosted={reply.id === posted}
              />
            </>
          )}
        />
      </div>

      <div id={REPLY_FORM_ID} className="mt-8 scroll-mt-24">
        {post.deletedByAuthor ? (
          <p className="rounded-card border border-ink-900/15 bg-cream-200 px-5 py-4 text-ink-700">
            <strong className="font-semibold text-ink-900">{i18n._(communityTexts.postDeletedNote)}</strong>{' '}
            {i18n._(communityTexts.postLockedDetail)}
          </p>
        ) : post.isLocked ? (
          <p className="rounded-card border border-ink-900/15 bg-cream-200 px-5 py-4 text-ink-700">
            <strong className="font-semibold text-ink-900">{i18n._(communityTexts.postLockedNote)}</strong>{' '}
            {i18n._(communityTexts.postLockedDetail)}
          </p>
        ) : user ? (
          <div className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6">
            {addedOutOfView && (
              <StatusMessage className="mb-4">{i18n._(communityTexts.replyOnLaterPage)}</StatusMessage>
            )}
            <ReplyEditor
              label={t({ id: 'community.replies.your-reply', message: 'Your reply' })}
              submitLabel={t({ id: 'community.replies.post-reply', message: 'Post Reply' })}
              failure={i18n._(messages.replyFailed)}
              onSubmit={send}
              draftKey={draftKey}
              acceptsQuotes
            />
          </div>
        ) : (
          <div className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6">
            <p className="text-ink-700">{i18n._(communityTexts.signInToReplyNote)}</p>
            <ReplyEditor
              label={t({ id: 'community.replies.your-reply', message: 'Your reply' })}
              submitLabel={t({ id: 'community.replies.sign-in-to-reply', message: 'Sign in to reply' })}
              failure={i18n._(messages.replyFailed)}
              onSubmit={() => Promise.resolve()}
              draftKey={draftKey}
              signInFirst={backHere}
              acceptsQuotes
            />
          </div>
        )}
      </div>
    </section>
  );
}
