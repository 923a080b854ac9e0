// What the community's refusals say, shared by its repositories and commands.
export const FORUM_NOT_FOUND = 'Forum not found.';
export const POST_NOT_FOUND = 'Post not found.';
export const REPLY_NOT_FOUND = 'Reply not found.';
export const NOT_YOUR_POST = 'You can only edit your own posts.';
export const NOT_YOUR_REPLY = 'You can only edit your own replies.';
/** A locked post is frozen for its author: no new replies (shared/messages' postLocked) and no edits. */
export const LOCKED_POST_EDIT = 'This post is locked: it and its replies can no longer be edited.';
export const NOT_YOUR_POST_TO_DELETE = 'You can only delete your own posts.';
export const NOT_YOUR_REPLY_TO_DELETE = 'You can only delete your own replies.';
/** A post its author deleted takes no replies and no edits; a deleted reply no edits. */
export const POST_DELETED_NO_REPLIES = 'This post was deleted by its author: it takes no new replies.';
export const POST_DELETED_EDIT = 'This post was deleted by its author: it can no longer be edited.';
export const REPLY_DELETED_EDIT = 'This reply was deleted by its author: it can no longer be edited.';
/** A like is for someone else's words, and for words still there (a deleted post or reply is a 404). */
export const OWN_POST_LIKE = 'You cannot like your own post.';
export const OWN_REPLY_LIKE = 'You cannot like your own reply.';
export const POST_DELETED_LIKE = 'This post was deleted by its author.';
export const REPLY_DELETED_LIKE = 'This reply was deleted by its author.';
