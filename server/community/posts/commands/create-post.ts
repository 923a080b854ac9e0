// A new post: in one transaction the insert, the forum's postCount and lastPost, the author's postCount, the
// author's follow of it (authors hear of replies as followers do), and the notices of the forum's followers and
// of the members it names by @handle.
import { eq, sql } from 'drizzle-orm';
import type { NewPostBody, Post } from '@shared/schemas/community';
import { parseTags } from '@shared/schemas/community-limits';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers, forums, postFollows, posts } from '@server/db/schema';
import { notFound } from '@server/errors';
import { FORUM_NOT_FOUND } from '../../lib/messages';
import { presentPost } from '../presenter';
import { ensureMember } from '../../members/commands/ensure-member';
import { notifyForumFollowers } from './notify-forum-followers';
import { notifyMentions } from '../../members/commands/notify-mentions';

export async function createPost(db: Db, user: RequestUser, forumId: string, input: NewPostBody): Promise<Post> {
  const title = input.title.trim();
  const content = input.content.trim();
  const tags = parseTags(input.tags);
  return db.transaction(async (tx) => {
    const member = await ensureMember(tx, user);
    // The forum row is updated first, which locks it: posts to one forum are serialised, and the post's
    // id and time are taken under the lock (clock_timestamp, not the transaction's start), so lastPost
    // is always the newest post even when two members post at the same moment.
    const [forum] = await tx
      .update(forums)
      .set({
        postCount: sql`${forums.postCount} + 1`,
        lastPostId: sql`gen_random_uuid()`,
        lastPostTitle: title,
        lastPostAuthor: member.displayName,
        lastPostCreatedAt: sql`clock_timestamp()`,
      })
      .where(eq(forums.id, forumId))
      .returning({ name: forums.name, postId: forums.lastPostId, createdAt: forums.lastPostCreatedAt });
    if (!forum?.postId || !forum.createdAt) throw notFound(FORUM_NOT_FOUND);
    const [post] = await tx
      .insert(posts)
      .values({
        id: forum.postId,
        forumId,
        title,
        content,
        tags,
        author: member.displayName,
        authorId: member.id,
        createdAt: forum.createdAt,
        updatedAt: forum.createdAt,
      })
      .returning();
    await tx
      .update(communityUsers)
      .set({ postCount: sql`${communityUsers.postCount} + 1` })
      .where(eq(communityUsers.id, member.id));
    await tx.insert(postFollows).values({ userId: user.id, postId: post!.id }).onConflictDoNothing();
    await notifyForumFollowers(tx, {
      forumId,
      postId: post!.id,
      writerUserId: user.id,
      actor: member.displayName,
      title,
    });
    await notifyMentions(tx, { postId: post!.id, writer: member, text: content });
    const viewer = { memberId: member.id, userId: user.id, isAdmin: user.role === 'admin' };
    return presentPost({ ...post!, authorHandle: member.handle }, forum.name, viewer, true);
  });
}
