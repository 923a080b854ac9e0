// Everything Griot holds about one member, read in one snapshot so that its sections agree.
import type { DataSection } from '@server/db/account-data';
import type { Db } from '@server/db/database';
import { ownAddresses } from '../own-addresses';
import { ownProfileId } from '../own-profile';

export async function exportAccountData(
  db: Db,
  sections: ReadonlyMap<string, DataSection>,
  { userId, sessionId }: { userId: string; sessionId: string | null },
  now = new Date(),
): Promise<Record<string, unknown>> {
  return db.transaction(
    async (tx) => {
      const subject = {
        userId,
        sessionId,
        memberId: await ownProfileId(tx, userId),
        addresses: await ownAddresses(tx, userId),
      };
      const data: Record<string, unknown> = {
        about: 'Everything Griot holds about your account. Amounts are in kobo: 100 kobo make ₦1.',
        exportedAt: now,
      };
      for (const [name, read] of sections) data[name] = await read(tx, subject);
      return data;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
