// A reply: in one transaction the insert and the post's replyCount and lastReply. A locked post takes
// none, whatever the browser shows.
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@shared/messages';
import type { Reply } from '@shared/schemas/community';
import type { RequestUser } from '../../auth/session-hooks';
import type { Db } from '../../db/database';
import { posts, replies } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { POST_NOT_FOUND } from '../community-limits';
import { postExists } from '../posts-repository';
import { presentReply } from '../reply-presenter';
import { ensureMember } from './ensure-member';

export async function addReply(db: Db, user: RequestUser, postId: string, content: string): Promise<Reply> {
  return db.transaction(async (tx) => {
    const member = await ensureMember(tx, user);
    // Counting first locks the post: replies to it are serialised (a count never loses one), the lock
    // test and the increment are one statement, and the reply's time is taken under the lock so that
    // lastReply is always the newest reply.
    const [post] = await tx
      .update(posts)
      .set({ replyCount: sql`${posts.replyCount} + 1`, lastReplyAuthor: member.displayName, lastReplyCreatedAt: sql`clock_timestamp()` })
      .where(and(eq(posts.id, postId), eq(posts.isLocked, false)))
      .returning({ repliedAt: posts.lastReplyCreatedAt });
    if (!post?.repliedAt) {
      throw (await postExists(tx, postId)) ? conflict(messages.postLocked, 'POST_LOCKED') : notFound(POST_NOT_FOUND);
    }
    const [reply] = await tx
      .insert(replies)
      .values({ postId, content: content.trim(), author: member.displayName, authorId: member.id, createdAt: post.repliedAt, updatedAt: post.repliedAt })
      .returning();
    return presentReply(reply!, { memberId: member.id, isAdmin: user.role === 'admin' });
  });
}
