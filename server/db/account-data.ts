// One section of a member's data download: a name in the file and the function that reads it. A section
// added to sections.ts is in every download from then on.
import type { Db } from '@server/db/database';

/** Whose data: the account, the session asking (marked in the list of sessions), the profile, the addresses. */
export interface DataSubject {
  userId: string;
  sessionId: string | null;
  /** The community profile; null when the account never made one. */
  memberId: string | null;
  /** Every address mail went to (own-addresses.ts). */
  addresses: string[];
}

/** Reads one section; dates are Date objects, which the download writes as ISO 8601. */
export type DataSection = (db: Db, subject: DataSubject) => Promise<unknown>;
