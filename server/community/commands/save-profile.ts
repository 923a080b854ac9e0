// The signed-in member saves their profile: created (linked to the account) when missing, else updated.
import { eq } from 'drizzle-orm';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';
import { presentProfile } from '../members/presenter';
import { ensureMember } from './ensure-member';

export async function saveProfile(db: Db, user: RequestUser, input: ProfileBody): Promise<Profile> {
  return db.transaction(async (tx) => {
    const member = await ensureMember(tx, user);
    // Old posts, replies and "last post/reply" lines keep the name they were written under: the author
    // text records what readers saw, authorId still links them to this profile, and a rename stays a
    // one-row write however much the member has posted.
    const [row] = await tx
      .update(communityUsers)
      .set({ displayName: input.displayName.trim(), bio: input.bio.trim(), discipline: input.discipline })
      .where(eq(communityUsers.id, member.id))
      .returning();
    return presentProfile(row!);
  });
}
