// What a like is of: a post or a reply, each with its own table of likes. The one place that tells the two
// apart, so the commands, the notices and the account's data read both alike.
import { and, eq } from 'drizzle-orm';
import { postLikes, replyLikes } from '@server/db/schema';

export type LikeKind = 'post' | 'reply';
export interface LikeTarget {
  kind: LikeKind;
  id: string;
}

/** The target's table of likes, and the condition naming one member's like of it. */
export function likesOf(target: LikeTarget) {
  const table = target.kind === 'post' ? postLikes : replyLikes;
  const key = target.kind === 'post' ? postLikes.postId : replyLikes.replyId;
  return {
    table,
    ofTarget: eq(key, target.id),
    ofMember: (memberId: string) => and(eq(key, target.id), eq(table.memberId, memberId)),
  };
}
