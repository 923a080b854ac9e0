// A visible tab of the signed-in member says "still here": lastSeen = now, usually in one UPDATE.
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { touchPresence } from '../repository';
import { ensureMember } from './ensure-member';

export async function reportPresence(db: Db, user: RequestUser): Promise<void> {
  if (await touchPresence(db, user.id)) return;
  await ensureMember(db, user);
  await touchPresence(db, user.id);
}
