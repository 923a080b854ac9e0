// What the community's refusals say, shared by its repositories and commands.
export const FORUM_NOT_FOUND = 'Forum not found.';
export const POST_NOT_FOUND = 'Post not found.';
export const REPLY_NOT_FOUND = 'Reply not found.';
export const NOT_YOUR_POST = 'You can only edit your own posts.';
export const NOT_YOUR_REPLY = 'You can only edit your own replies.';
/** A locked post is frozen for its author: no new replies (shared/messages' postLocked) and no edits. */
export const LOCKED_POST_EDIT = 'This post is locked: it and its replies can no longer be edited.';
