// The account's community profile, created with the defaults of docs/product.md §4 when it has none. Joining creates
// one, so this is for accounts made otherwise; it runs inside the caller's transaction.
import { and, isNull, sql } from 'drizzle-orm';
import { emailLocalPart, normaliseEmail } from '@shared/schemas/auth-limits';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';
import { conflict } from '@server/errors';
import type { MemberRow } from '../members/presenter';
import { findMemberOfUser } from '../members/repository';

export async function ensureMember(db: Db, user: RequestUser): Promise<MemberRow> {
  const existing = await findMemberOfUser(db, user.id);
  if (existing) return existing;
  const email = normaliseEmail(user.email);
  // Two first requests at once: the unique index lets one insert win, and both read its row.
  await db
    .insert(communityUsers)
    .values({ userId: user.id, email, displayName: emailLocalPart(email) })
    .onConflictDoNothing();
  const created = await findMemberOfUser(db, user.id);
  if (created) return created;
  // The e-mail belongs to a seeded sample member without an account: it becomes this account's, as at join.
  const [claimed] = await db
    .update(communityUsers)
    .set({ userId: user.id })
    .where(and(sql`lower(${communityUsers.email}) = ${email}`, isNull(communityUsers.userId)))
    .returning();
  if (!claimed) throw conflict('Another community profile uses this e-mail address.', 'PROFILE_EMAIL_TAKEN');
  return claimed;
}
