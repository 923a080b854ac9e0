// The server's part of the display-name rules (shared/display-names.ts): a name is stored clean of
// invisible controls; a member may not use a word kept for the team, nor the name an admin goes by. Admins
// may: they are the team. Join and the profile form both save names through here.
import { and, eq, ne } from 'drizzle-orm';
import { cleanDisplayName, nameForComparison, RESERVED_NAME_MESSAGE, usesReservedWord } from '@shared/display-names';
import type { Db } from '@server/db/database';
import { communityUsers, users } from '@server/db/schema';
import { validationFailed } from '@server/errors';

/** The name to store for `userId`, or a 400 that says why it cannot be theirs. */
export async function displayNameFor(
  db: Db,
  name: string,
  user: { id: string; role: 'member' | 'admin' },
): Promise<string> {
  const clean = cleanDisplayName(name);
  if (user.role === 'admin') return clean;
  if (usesReservedWord(clean)) throw validationFailed(RESERVED_NAME_MESSAGE);
  const staffNames = await db
    .select({ displayName: communityUsers.displayName })
    .from(communityUsers)
    .innerJoin(users, eq(users.id, communityUsers.userId))
    .where(and(eq(users.role, 'admin'), ne(users.id, user.id)));
  const wanted = nameForComparison(clean);
  if (staffNames.some((staff) => nameForComparison(staff.displayName) === wanted))
    throw validationFailed(RESERVED_NAME_MESSAGE);
  return clean;
}
