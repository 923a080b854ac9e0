// The signed-in member saves their profile: created (linked to the account) when missing, else updated.
import { eq } from 'drizzle-orm';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';
import { findImageDetails } from '@server/db/stored-images';
import { presentProfile } from '../presenter';
import { ensureMember } from './ensure-member';
import { handleTaken } from '@server/db/handles';
import { isUniqueViolation } from '@server/db/unique-violation';
import { displayNameFor } from '@server/db/display-names';
import { conflict, validationFailed } from '@server/errors';

const HANDLE_TAKEN = /*i18n*/ {
  id: 'community.profile.handle-taken',
  message: 'That handle is taken: choose another.',
};
/** A name of invisible characters only is no name. */
const DISPLAY_NAME_REQUIRED = /*i18n*/ {
  id: 'community.profile.display-name-required',
  message: 'Display name is required.',
};

export async function saveProfile(db: Db, user: RequestUser, input: ProfileBody): Promise<Profile> {
  return db.transaction(async (tx) => {
    const member = await ensureMember(tx, user);
    // Old posts, replies and "last post/reply" lines keep the name they were written under: the author
    // text records what readers saw, authorId still links them to this profile, and a rename stays a
    // one-row write however much the member has posted.
    const displayName = await displayNameFor(tx, input.displayName, user);
    if (!displayName) throw validationFailed(DISPLAY_NAME_REQUIRED);
    const handle = input.handle ?? member.handle;
    if (await handleTaken(tx, handle, member.id)) throw conflict(HANDLE_TAKEN, 'HANDLE_TAKEN');
    try {
      const [row] = await tx
        .update(communityUsers)
        .set({ displayName, bio: input.bio.trim(), discipline: input.discipline, handle })
        .where(eq(communityUsers.id, member.id))
        .returning();
      return presentProfile({ ...row!, avatar: row!.avatarUrl ? await findImageDetails(tx, row!.avatarUrl) : null });
    } catch (error) {
      // Two members taking one free handle at once: the unique index lets one have it.
      if (isUniqueViolation(error)) throw conflict(HANDLE_TAKEN, 'HANDLE_TAKEN');
      throw error;
    }
  });
}
