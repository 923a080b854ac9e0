// Community profiles: the one linked to an account, who is online, and presence.
import { desc, eq, getTableColumns, gt, lt } from 'drizzle-orm';
import type { Member, Profile } from '@shared/schemas/community';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers, storedImages, users } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin } from '@server/db/stored-images';
import { ONLINE_WINDOW_MS } from '../lib/limits';
import { presentDefaultProfile, presentMember, presentProfile, type MemberRow } from './presenter';

/** Profiles with their pictures' details, as the answers that show them need. */
function selectMembersWithAvatars(db: Db) {
  return db
    .select({ ...getTableColumns(communityUsers), avatar: imageDetailsColumns })
    .from(communityUsers)
    .leftJoin(storedImages, imageDetailsJoin(communityUsers.avatarUrl))
    .$dynamic();
}

export async function findMemberOfUser(db: Db, userId: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(communityUsers).where(eq(communityUsers.userId, userId));
  return row ?? null;
}

/** Members seen in the last 5 minutes, most recent first (community_users_last_seen_idx). */
export async function listOnlineMembers(db: Db, limit: number, now = new Date()): Promise<Member[]> {
  const rows = await selectMembersWithAvatars(db)
    .where(gt(communityUsers.lastSeen, new Date(now.getTime() - ONLINE_WINDOW_MS)))
    .orderBy(desc(communityUsers.lastSeen), desc(communityUsers.id))
    .limit(limit);
  return rows.map((row) => presentMember(row, now.getTime()));
}

/** One UPDATE: the route is called about once a minute per open tab. False when the account has no profile. */
export async function touchPresence(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(communityUsers)
    .set({ lastSeen: now })
    .where(eq(communityUsers.userId, userId))
    .returning({ id: communityUsers.id });
  return updated.length > 0;
}

/** How long "last seen" is kept: "Online Now" needs 5 minutes of it; a day later it is forgotten. */
export const PRESENCE_KEPT_MS = 24 * 60 * 60 * 1000;

/** The housekeeping round's part: forgets when members were last seen, once that is a day old. */
export async function forgetOldPresence(db: Db, now = new Date()): Promise<number> {
  const forgotten = await db
    .update(communityUsers)
    .set({ lastSeen: null })
    .where(lt(communityUsers.lastSeen, new Date(now.getTime() - PRESENCE_KEPT_MS)))
    .returning({ id: communityUsers.id });
  return forgotten.length;
}

async function accountCreatedAt(db: Db, userId: string): Promise<Date> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  // A session always belongs to an existing account (sessions cascade with it).
  return row?.createdAt ?? new Date();
}

/** The account's own profile, or the in-memory default of docs/product.md §4 when it has no record (nothing is written). */
export async function getProfile(db: Db, user: RequestUser): Promise<Profile> {
  const [row] = await selectMembersWithAvatars(db).where(eq(communityUsers.userId, user.id));
  return row ? presentProfile(row) : presentDefaultProfile(user, await accountCreatedAt(db, user.id));
}
