import type { Reply } from '@shared/schemas/community';
import type { replies } from '@server/db/schema';
import { renderPostMarkdown } from '@server/lib/post-markdown';
import type { LikesOfRow } from '../lib/like-counts';
import { wrote, type Viewer } from '../members/viewer';

export type ReplyRow = typeof replies.$inferSelect;
/** A reply as read with its author's linked handle (server/db/member-handle.ts). */
export type ReplyWithAuthor = ReplyRow & { authorHandle: string | null } & LikesOfRow;

export function presentReply(row: ReplyWithAuthor, viewer: Viewer): Reply {
  const deleted = row.deletedByAuthorAt !== null;
  return {
    id: row.id,
    postId: row.postId,
    content: deleted ? '' : row.content,
    contentHtml: deleted ? '' : renderPostMarkdown(row.content),
    author: row.author,
    authorId: row.authorId,
    authorHandle: row.authorHandle,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isEdited: row.isEdited,
    deletedByAuthor: deleted,
    // A deleted reply is no longer its author's to edit or delete.
    canEdit: wrote(viewer, row.authorId) && !deleted,
    likeCount: row.likeCount ?? 0,
    liked: row.liked ?? false,
  };
}
