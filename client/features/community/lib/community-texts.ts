// The forum's own texts (docs/product.md §10); the product's shared texts are in shared/messages.ts. Lingui
// messages (docs/decisions/015-translations.md), shown with `i18n._(…)` in the reader's language.
import { msg } from '@lingui/core/macro';

export const communityTexts = {
  /** The first line of a quote put into a reply: who wrote the quoted words. */
  quoteIntro: (who: string) => msg({ id: 'community.quote.intro', message: `${who} wrote:` }),
  hubLoadFailed: msg({
    id: 'community.hub.load-failed',
    message: 'Failed to load the community. Please try again later.',
  }),
  forumLoadFailed: msg({
    id: 'community.forum.load-failed',
    message: 'Failed to load this forum. Please try again later.',
  }),
  postsLoadFailed: msg({
    id: 'community.forum.posts-load-failed',
    message: 'Failed to load the posts. Please try again later.',
  }),
  postLoadFailed: msg({
    id: 'community.post.load-failed',
    message: 'Failed to load this post. Please try again later.',
  }),
  repliesLoadFailed: msg({
    id: 'community.replies.load-failed',
    message: 'Failed to load the replies. Please try again later.',
  }),
  editFailed: msg({ id: 'community.edit.failed', message: 'Failed to save your changes. Please try again.' }),
  moderationFailed: msg({ id: 'community.moderation.failed', message: 'Failed to update the post. Please try again.' }),
  deletePostConfirm: msg({ id: 'community.delete.post-confirm', message: 'Delete this post and its replies?' }),
  deleteReplyConfirm: msg({ id: 'community.delete.reply-confirm', message: 'Delete this reply?' }),
  deleteFailed: msg({ id: 'community.delete.failed', message: 'Failed to delete. Please try again.' }),
  /** An author's own post or reply (docs/product.md §10): the words go, the replies stay. */
  deleteOwnPostConfirm: msg({
    id: 'community.delete.own-post-confirm',
    message: 'Delete your post? Its title and words are removed for good; the replies stay.',
  }),
  deleteOwnReplyConfirm: msg({
    id: 'community.delete.own-reply-confirm',
    message: 'Delete your reply? Its words are removed for good.',
  }),
  followFailed: msg({ id: 'community.follow.failed', message: 'Failed to update. Please try again.' }),
  /** Followed by the server's reason (your own reply, a deleted post, a lost connection…). */
  likeFailed: msg({ id: 'community.like.failed', message: 'Your like was not saved.' }),
  /** The locked post's note (docs/product.md §10); shared/messages' postLocked ends in a colon clause, so it does not fit. */
  postLockedNote: msg({ id: 'community.replies.locked-note', message: 'This post is locked.' }),
  postLockedDetail: msg({ id: 'community.replies.locked-detail', message: 'It takes no new replies.' }),
  signInToReplyNote: msg({
    id: 'community.replies.sign-in-note',
    message: 'Sign in or join to reply. What you type here is kept while you do.',
  }),
  /** A post its author deleted (docs/product.md §10), followed by postLockedDetail. */
  postDeletedNote: msg({ id: 'community.replies.deleted-note', message: 'Its author deleted this post.' }),
  replyOnLaterPage: msg({
    id: 'community.replies.on-later-page',
    message: 'Your reply was added at the end of the discussion. Load more to see it.',
  }),
} as const;
