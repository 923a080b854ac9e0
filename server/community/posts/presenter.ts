import type { Post, PostSummary } from '@shared/schemas/community';
import { excerptOf } from '@shared/schemas/community-limits';
import type { posts } from '@server/db/schema';
import { wrote, type Viewer } from '../viewer';

export type PostRow = typeof posts.$inferSelect;

function postFields(row: PostRow) {
  return {
    id: row.id,
    forumId: row.forumId,
    title: row.title,
    author: row.author,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replyCount: row.replyCount,
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    // Every tag: the card shows at most 3, the post page all of them.
    tags: row.tags,
    lastReply:
      row.lastReplyAuthor !== null && row.lastReplyCreatedAt
        ? { author: row.lastReplyAuthor, createdAt: row.lastReplyCreatedAt.toISOString() }
        : null,
  };
}

export function presentPostSummary(row: PostRow): PostSummary {
  return { ...postFields(row), excerpt: excerptOf(row.content) };
}

export function presentPost(row: PostRow, forumName: string, viewer: Viewer): Post {
  return {
    ...postFields(row),
    content: row.content,
    forumName,
    canEdit: wrote(viewer, row.authorId),
    canModerate: viewer.isAdmin,
  };
}
