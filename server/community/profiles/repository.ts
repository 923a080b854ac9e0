// A member's public profile (/members/{handle}): found by handle whatever its case, never a former member's
// anonymised profile, and never with the e-mail (docs/product.md §10, Public profiles).
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { MemberProfile, PublicMember } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { isFormerMember } from '@server/db/member-handle';
import { communityUsers, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin, presentImageDetails } from '@server/db/stored-images';
import { notFound } from '@server/errors';
import { PROFILE_RECENT } from '../lib/limits';
import { listMemberPosts } from '../posts/repository';
import { listMemberReplies } from '../replies/repository';
import { isOnline, type MemberRow } from '../members/presenter';

export const MEMBER_NOT_FOUND = /*i18n*/ { id: 'community.member.not-found', message: 'Member not found.' };

export function presentPublicMember(row: MemberRow, now = Date.now()): PublicMember {
  // Field by field, so that nothing added to the profile's row (the e-mail, the account) reaches the answer.
  return {
    id: row.id,
    displayName: row.displayName,
    handle: row.handle,
    discipline: row.discipline,
    avatarUrl: row.avatarUrl,
    avatar: presentImageDetails(row.avatar),
    bio: row.bio,
    joinDate: row.joinDate.toISOString(),
    postCount: row.postCount,
    reputation: row.reputation,
    isOnline: isOnline(row.lastSeen, now),
  };
}

/** The profile a handle names (one probe of the unique index on lower(handle)); null for none or a former member. */
export async function findMemberByHandle(db: Db, handle: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({ ...getTableColumns(communityUsers), avatar: imageDetailsColumns })
    .from(communityUsers)
    .leftJoin(storedImages, imageDetailsJoin(communityUsers.avatarUrl))
    .where(and(eq(sql`lower(${communityUsers.handle})`, handle.toLowerCase())));
  return row && !isFormerMember(row) ? row : null;
}

export async function getMemberProfile(db: Db, handle: string): Promise<MemberProfile> {
  const row = await findMemberByHandle(db, handle);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  const recent = { limit: PROFILE_RECENT, cursor: undefined };
  const [posts, replies] = await Promise.all([
    listMemberPosts(db, row.id, recent),
    listMemberReplies(db, row.id, recent),
  ]);
  return { member: presentPublicMember(row), recentPosts: posts.items, recentReplies: replies.items };
}
