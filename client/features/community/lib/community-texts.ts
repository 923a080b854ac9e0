// The forum's own texts (docs/product.md §10); the product's shared texts are in shared/messages.ts.

export const communityTexts = {
  /** The first line of a quote put into a reply: who wrote the quoted words. */
  quoteIntro: (who: string) => `${who} wrote:`,
  hubLoadFailed: 'Failed to load the community. Please try again later.',
  forumLoadFailed: 'Failed to load this forum. Please try again later.',
  postsLoadFailed: 'Failed to load the posts. Please try again later.',
  postLoadFailed: 'Failed to load this post. Please try again later.',
  repliesLoadFailed: 'Failed to load the replies. Please try again later.',
  editFailed: 'Failed to save your changes. Please try again.',
  moderationFailed: 'Failed to update the post. Please try again.',
  deletePostConfirm: 'Delete this post and its replies?',
  deleteReplyConfirm: 'Delete this reply?',
  deleteFailed: 'Failed to delete. Please try again.',
  /** An author's own post or reply (docs/product.md §10): the words go, the replies stay. */
  deleteOwnPostConfirm: 'Delete your post? Its title and words are removed for good; the replies stay.',
  deleteOwnReplyConfirm: 'Delete your reply? Its words are removed for good.',
  followFailed: 'Failed to update. Please try again.',
  /** Followed by the server's reason (your own reply, a deleted post, a lost connection…). */
  likeFailed: 'Your like was not saved.',
  /** The locked post's note (docs/product.md §10); shared/messages' postLocked ends in a colon clause, so it does not fit. */
  postLockedNote: 'This post is locked.',
  postLockedDetail: 'It takes no new replies.',
  signInToReplyNote: 'Sign in or join to reply. What you type here is kept while you do.',
  /** A post its author deleted (docs/product.md §10), followed by postLockedDetail. */
  postDeletedNote: 'Its author deleted this post.',
  replyOnLaterPage: 'Your reply was added at the end of the discussion. Load more to see it.',
} as const;
