// A deleted account's community profile becomes an anonymous "Former member": its posts and replies stay,
// under that name, and so does every line that named the member (a forum's last post, a post's last
// reply, another member's "… replied to your post"). Runs in the deletion's transaction.
import { eq, inArray, or, sql } from 'drizzle-orm';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import type { Db } from '@server/db/database';
import { communityUsers, forums, notifications, posts, replies } from '@server/db/schema';

/**
 * Unique per profile (the column is NOT NULL and unique in any case) and never an address: `.invalid` is
 * reserved, and joining refuses it, so nobody can receive mail at it or join with it.
 */
export const formerMemberEmail = (profileId: string) => `former-${profileId}@former-member.invalid`;

/**
 * Anonymises the profile; answers the picture it showed when no other profile shows it (identical uploads
 * share one file), for the caller to delete once committed.
 */
export async function anonymiseMember(tx: Db, memberId: string): Promise<string | null> {
  const ownReplies = tx.select({ id: replies.id }).from(replies).where(eq(replies.authorId, memberId));
  const repliedTo = tx.select({ postId: replies.postId }).from(replies).where(eq(replies.authorId, memberId));
  const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.authorId, memberId));
  // Posts first, as adding a reply and moderation take them: no reply can slip in while lastReply is set.
  await tx
    .select({ id: posts.id })
    .from(posts)
    .where(or(eq(posts.authorId, memberId), inArray(posts.id, repliedTo)))
    .orderBy(posts.id)
    .for('no key update');
  await tx.update(posts).set({ author: FORMER_MEMBER }).where(eq(posts.authorId, memberId));
  await tx.update(replies).set({ author: FORMER_MEMBER }).where(eq(replies.authorId, memberId));
  // A post's last reply names its newest reply's author, whoever wrote it under whichever name.
  await tx
    .update(posts)
    .set({
      lastReplyAuthor: sql`(select r.author from replies r where r.post_id = "posts"."id"
        order by r.created_at desc, r.id desc limit 1)`,
    })
    .where(inArray(posts.id, repliedTo));
  await tx.update(forums).set({ lastPostAuthor: FORMER_MEMBER }).where(inArray(forums.lastPostId, ownPosts));
  await tx.update(notifications).set({ actor: FORMER_MEMBER }).where(inArray(notifications.replyId, ownReplies));
  const [before] = await tx
    .select({ avatarUrl: communityUsers.avatarUrl })
    .from(communityUsers)
    .where(eq(communityUsers.id, memberId));
  await tx
    .update(communityUsers)
    .set({
      userId: null,
      displayName: FORMER_MEMBER,
      // The handle goes too: nobody can mention the former member, nor find them by the old one.
      handle: `former_${memberId.replace(/-/gu, '').slice(0, 12)}`,
      email: formerMemberEmail(memberId),
      bio: '',
      discipline: '',
      avatarUrl: null,
      lastSeen: null,
    })
    .where(eq(communityUsers.id, memberId));
  const avatarUrl = before?.avatarUrl ?? null;
  if (!avatarUrl) return null;
  const sharing = await tx
    .select({ id: communityUsers.id })
    .from(communityUsers)
    .where(eq(communityUsers.avatarUrl, avatarUrl))
    .limit(1);
  return sharing.length === 0 ? avatarUrl : null;
}
