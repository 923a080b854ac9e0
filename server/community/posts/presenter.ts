import type { Post, PostSummary } from '@shared/schemas/community';
import { excerptOf } from '@shared/schemas/community-limits';
import type { posts } from '@server/db/schema';
import { threadSlug } from '@server/db/slugs/thread-address';
import { markdownText } from '@server/lib/markdown';
import { renderPostMarkdown } from '@server/lib/post-markdown';
import type { LikesOfRow } from '../lib/like-counts';
import { wrote, type Viewer } from '../members/viewer';

export type PostRow = typeof posts.$inferSelect;
/** A post as read with its author's linked handle (server/db/member-handle.ts). */
export type PostWithAuthor = PostRow & { authorHandle: string | null } & LikesOfRow;

function postFields(row: PostWithAuthor) {
  return {
    id: row.id,
    forumId: row.forumId,
    title: row.title,
    slug: threadSlug(row.title),
    author: row.author,
    authorId: row.authorId,
    authorHandle: row.authorHandle,
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
    deletedByAuthor: row.deletedByAuthorAt !== null,
  };
}

export function presentPostSummary(row: PostWithAuthor): PostSummary {
  return { ...postFields(row), excerpt: excerptOf(markdownText(row.content)) };
}

export function presentPost(row: PostWithAuthor, forumName: string, viewer: Viewer, isFollowing: boolean): Post {
  return {
    ...postFields(row),
    content: row.content,
    contentHtml: renderPostMarkdown(row.content),
    forumName,
    // A deleted post is no longer its author's to edit.
    canEdit: wrote(viewer, row.authorId) && row.deletedByAuthorAt === null,
    canModerate: viewer.isAdmin,
    isFollowing,
    likeCount: row.likeCount ?? 0,
    liked: row.liked ?? false,
  };
}
