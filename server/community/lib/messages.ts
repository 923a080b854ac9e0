// What the community's refusals say, shared by its repositories and commands: Lingui descriptors, answered
// in the request's language (server/errors.ts).
export const FORUM_NOT_FOUND = /*i18n*/ { id: 'community.forum.not-found', message: 'Forum not found.' };
export const POST_NOT_FOUND = /*i18n*/ { id: 'community.post.not-found', message: 'Post not found.' };
export const REPLY_NOT_FOUND = /*i18n*/ { id: 'community.reply.not-found', message: 'Reply not found.' };
export const NOT_YOUR_POST = /*i18n*/ {
  id: 'community.post.not-yours-to-edit',
  message: 'You can only edit your own posts.',
};
export const NOT_YOUR_REPLY = /*i18n*/ {
  id: 'community.reply.not-yours-to-edit',
  message: 'You can only edit your own replies.',
};
/** A locked post is frozen for its author: no new replies (shared/messages' postLocked) and no edits. */
export const LOCKED_POST_EDIT = /*i18n*/ {
  id: 'community.post.locked-edit',
  message: 'This post is locked: it and its replies can no longer be edited.',
};
export const NOT_YOUR_POST_TO_DELETE = /*i18n*/ {
  id: 'community.post.not-yours-to-delete',
  message: 'You can only delete your own posts.',
};
export const NOT_YOUR_REPLY_TO_DELETE = /*i18n*/ {
  id: 'community.reply.not-yours-to-delete',
  message: 'You can only delete your own replies.',
};
/** A post its author deleted takes no replies and no edits; a deleted reply no edits. */
export const POST_DELETED_NO_REPLIES = /*i18n*/ {
  id: 'community.post.deleted-no-replies',
  message: 'This post was deleted by its author: it takes no new replies.',
};
export const POST_DELETED_EDIT = /*i18n*/ {
  id: 'community.post.deleted-edit',
  message: 'This post was deleted by its author: it can no longer be edited.',
};
export const REPLY_DELETED_EDIT = /*i18n*/ {
  id: 'community.reply.deleted-edit',
  message: 'This reply was deleted by its author: it can no longer be edited.',
};
/** A like is for someone else's words, and for words still there (a deleted post or reply is a 404). */
export const OWN_POST_LIKE = /*i18n*/ { id: 'community.like.own-post', message: 'You cannot like your own post.' };
export const OWN_REPLY_LIKE = /*i18n*/ { id: 'community.like.own-reply', message: 'You cannot like your own reply.' };
export const POST_DELETED_LIKE = /*i18n*/ {
  id: 'community.like.post-deleted',
  message: 'This post was deleted by its author.',
};
export const REPLY_DELETED_LIKE = /*i18n*/ {
  id: 'community.like.reply-deleted',
  message: 'This reply was deleted by its author.',
};
