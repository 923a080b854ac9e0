// Community members and the signed-in member's own profile as the API gives them.
import { handleFromName } from '@shared/handles';
import type { Member, Profile } from '@shared/schemas/community';
import { defaultDisplayName } from '@shared/schemas/auth-limits';
import type { RequestUser } from '@server/http/request-user';
import type { communityUsers } from '@server/db/schema';
import { presentImageDetails, type ImageDetailsRow } from '@server/db/stored-images';
import { ONLINE_WINDOW_MS } from '../lib/limits';

/** A profile's row; `avatar`, the picture's details (stored_images), where the read joined them. */
export type MemberRow = typeof communityUsers.$inferSelect & { avatar?: ImageDetailsRow };

/** Online means seen (a visible tab reported presence) in the last 5 minutes. */
export function isOnline(lastSeen: Date | null, now = Date.now()): boolean {
  return lastSeen !== null && now - lastSeen.getTime() < ONLINE_WINDOW_MS;
}

export function presentMember(row: MemberRow, now = Date.now()): Member {
  return {
    id: row.id,
    displayName: row.displayName,
    handle: row.handle,
    discipline: row.discipline,
    avatarUrl: row.avatarUrl,
    avatar: presentImageDetails(row.avatar),
    joinDate: row.joinDate.toISOString(),
    postCount: row.postCount,
    reputation: row.reputation,
    isOnline: isOnline(row.lastSeen, now),
    lastSeen: row.lastSeen?.toISOString() ?? null,
  };
}

export function presentProfile(row: MemberRow): Profile {
  return { ...presentMember(row), email: row.email, bio: row.bio, exists: true };
}

/**
 * The in-memory default (docs/product.md §4) for an account without a profile record (nothing is written): the
 * account's id stands in for the profile's, and `exists: false` tells the client it is not stored.
 */
export function presentDefaultProfile(user: RequestUser, accountCreatedAt: Date): Profile {
  return {
    id: user.id,
    displayName: defaultDisplayName(user.id),
    handle: handleFromName(defaultDisplayName(user.id)),
    discipline: 'Creative',
    avatarUrl: null,
    avatar: null,
    joinDate: accountCreatedAt.toISOString(),
    postCount: 0,
    reputation: 0,
    isOnline: true,
    lastSeen: null,
    email: user.email,
    bio: '',
    exists: false,
  };
}
