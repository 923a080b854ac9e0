// The @handle an author's name links to (/members/{handle}). A deleted account's profile stays as an
// anonymous "Former member" (server/auth/account/deletion) with no page of its own: its names are plain text.
import { sql, type SQL } from 'drizzle-orm';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** community_users, or an alias of it. */
type Members = { handle: AnyPgColumn; userId: AnyPgColumn; displayName: AnyPgColumn };

/** The profile's handle, or null when it is a former member's (or the join found no profile). */
export function linkedHandle(members: Members): SQL<string | null> {
  return sql<
    string | null
  >`case when ${members.userId} is null and ${members.displayName} = ${FORMER_MEMBER} then null else ${members.handle} end`;
}

/** Whether a profile row is a former member's (the same rule as linkedHandle, in TypeScript). */
export const isFormerMember = (row: { userId: string | null; displayName: string }) =>
  row.userId === null && row.displayName === FORMER_MEMBER;
