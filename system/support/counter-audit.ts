// Reads the stored counters next to the rows they count, straight from the database, so a test sees
// every row (also writes that committed but were never acknowledged) and not only what the API lists.
import { sql } from 'drizzle-orm';
import { rowsOf as query } from '@server/test/raw-rows';
import type { Db } from '@server/db/database';

export interface CounterMismatch {
  table: 'forums' | 'posts' | 'community_users';
  id: string;
  stored: number;
  rows: number;
}

/** Forums' postCount and lastPost, posts' replyCount and members' postCount that differ from the rows. */
export async function counterMismatches(db: Db): Promise<CounterMismatch[]> {
  return query<CounterMismatch>(
    db,
    sql`
    select 'forums' as "table", f.id::text as id, f.post_count as stored, count(p.id)::int as rows
      from forums f left join posts p on p.forum_id = f.id
      group by f.id having f.post_count <> count(p.id)
    union all
    select 'posts', p.id::text, p.reply_count, count(r.id)::int
      from posts p left join replies r on r.post_id = p.id
      group by p.id having p.reply_count <> count(r.id)
    union all
    select 'community_users', u.id::text, u.post_count, count(p.id)::int
      from community_users u left join posts p on p.author_id = u.id
      group by u.id having u.post_count <> count(p.id)
  `,
  );
}

/**
 * Forums whose lastPost is not one of their newest posts (or is set on an empty forum). Times are kept to
 * the millisecond, so two posts may share the newest time: either may then be the last.
 */
export async function staleLastPosts(db: Db): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    select f.id::text as id from forums f
      where f.last_post_id is distinct from (
        select p.id from posts p
          where p.id = f.last_post_id and p.forum_id = f.id and p.created_at = f.last_post_created_at
            and p.created_at = (select max(created_at) from posts where forum_id = f.id))
  `,
  );
  return rows.map((row) => row.id);
}

export async function rowCounts(db: Db): Promise<{ posts: number; replies: number }> {
  const [counts] = await query<{ posts: number; replies: number }>(
    db,
    sql`select (select count(*)::int from posts) as posts, (select count(*)::int from replies) as replies`,
  );
  return counts!;
}
