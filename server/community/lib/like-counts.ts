// A post's or reply's likes as its answers show them: the count, and whether the viewer liked it. Counted
// from the rows (a primary-key range each), so a like, an unlike and a deleted account's likes all show at
// once, with no stored counter to keep in step.
import { sql, type SQL } from 'drizzle-orm';
import { postLikes, posts, replies, replyLikes } from '@server/db/schema';

export interface LikeColumns {
  likeCount: SQL.Aliased<number>;
  liked: SQL.Aliased<boolean>;
}

/** The likes of the posts row in the query; `memberId` is the viewer's profile (null: a visitor's answer). */
export function postLikeColumns(memberId: string | null): LikeColumns {
  return {
    likeCount: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.id})`
      .mapWith(Number)
      .as('like_count'),
    liked: (memberId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id}
          and ${postLikes.memberId} = ${memberId})`
      : sql<boolean>`false`
    ).as('liked'),
  };
}

/** The likes of the replies row in the query, as postLikeColumns. */
export function replyLikeColumns(memberId: string | null): LikeColumns {
  return {
    likeCount: sql<number>`(select count(*)::int from ${replyLikes} where ${replyLikes.replyId} = ${replies.id})`
      .mapWith(Number)
      .as('like_count'),
    liked: (memberId
      ? sql<boolean>`exists (select 1 from ${replyLikes} where ${replyLikes.replyId} = ${replies.id}
          and ${replyLikes.memberId} = ${memberId})`
      : sql<boolean>`false`
    ).as('liked'),
  };
}

/** What a presenter reads: rows read without these (a new post or reply) have none yet. */
export interface LikesOfRow {
  likeCount?: number;
  liked?: boolean;
}
