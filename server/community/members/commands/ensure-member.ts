// The account's community profile, created with the defaults of docs/product.md §4 when it has none. Joining creates
// one, so this is for accounts made otherwise; it runs inside the caller's transaction.
import { defaultDisplayName, normaliseEmail } from '@shared/schemas/auth-limits';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';
import { conflict } from '@server/errors';
import { freeHandle } from '@server/db/handles';
import type { MemberRow } from '../presenter';
import { findMemberOfUser } from '../repository';

export async function ensureMember(db: Db, user: RequestUser): Promise<MemberRow> {
  const existing = await findMemberOfUser(db, user.id);
  if (existing) return existing;
  const email = normaliseEmail(user.email);
  // Two first requests at once: the unique index lets one insert win, and both read its row.
  const displayName = defaultDisplayName(user.id);
  const handle = await freeHandle(db, displayName, user.id);
  await db.insert(communityUsers).values({ userId: user.id, email, displayName, handle }).onConflictDoNothing();
  const created = await findMemberOfUser(db, user.id);
  if (created) return created;
  // Another profile has this e-mail (a demo persona, say): it is never handed over by e-mail alone (SECURITY.md).
  throw conflict(
    /*i18n*/ { id: 'community.profile.email-taken', message: 'Another community profile uses this e-mail address.' },
    'PROFILE_EMAIL_TAKEN',
  );
}
