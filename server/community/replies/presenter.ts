import type { Reply } from '@shared/schemas/community';
import type { replies } from '@server/db/schema';
import { wrote, type Viewer } from '../viewer';

export type ReplyRow = typeof replies.$inferSelect;

export function presentReply(row: ReplyRow, viewer: Viewer): Reply {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    author: row.author,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isEdited: row.isEdited,
    canEdit: wrote(viewer, row.authorId),
  };
}
