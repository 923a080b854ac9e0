// A new post tells the members who follow its forum (docs/product.md §10, Follow), in the post's transaction,
// and enqueues the mail of those who want discussion mail (the "replies" choice covers what they follow):
// one insert-select each, however many follow the forum. Never the writer; a follower the post names by
// @handle hears of it once, through this notice (notify-mentions.ts skips who already has one).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { NOTIFICATION_MAIL_JOB } from '@server/notifications/mail/mail-job';

export interface NewPostSource {
  forumId: string;
  postId: string;
  /** The writer's account: never told of their own post. */
  writerUserId: string;
  actor: string;
  title: string;
}

export async function notifyForumFollowers(
  tx: Db,
  { forumId, postId, writerUserId, actor, title }: NewPostSource,
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, kind, post_id, actor, title)
    select f.user_id, 'forum_post', ${postId}::uuid, ${actor}, ${title}
    from forum_follows f
    where f.forum_id = ${forumId}::uuid and f.user_id <> ${writerUserId}::uuid`);
  await tx.execute(sql`
    insert into jobs (kind, payload)
    select ${NOTIFICATION_MAIL_JOB}, jsonb_build_object('userId', n.user_id, 'postId', n.post_id)
    from notifications n join users u on u.id = n.user_id
    where n.post_id = ${postId}::uuid and n.kind = 'forum_post' and u.mail_replies`);
}
