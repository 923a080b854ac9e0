// A member's data, owned feature by feature: each feature (and the mail and notifications layers) answers
// for its tables in the member's data download and in the deletion of their account, and app.ts hands
// those parts to the account routes (server/auth/account), which import no other feature's tables.
import type { Db } from '@server/db/database';

/** Whose data: the account, the session asking (marked in the list of sessions), the profile, the addresses. */
export interface DataSubject {
  userId: string;
  sessionId: string | null;
  /** The community profile; null when the account never made one. */
  memberId: string | null;
  /** Every address mail went to (server/auth/account/own-addresses.ts), lower-case. */
  addresses: string[];
}

/** Reads one section; dates are Date objects, which the download writes as ISO 8601. */
export type DataSection = (db: Db, subject: DataSubject) => Promise<unknown>;

/** What a part leaves for after the deletion's commit: pictures no record shows any more. */
export interface AfterAccountDeletion {
  unusedAvatars?: string[];
}

/** One feature's part of a member's data. */
export interface AccountDataPart {
  /** Its sections of the download, by name, in the file's order (the parts' order is app.ts's). */
  exportSections?: Record<string, DataSection>;
  /**
   * Erases or detaches what the account's deletion takes, in its one transaction and before the users row
   * goes (whose foreign keys cascade to the rest).
   */
  onAccountDeleted?: (tx: Db, subject: Omit<DataSubject, 'sessionId'>) => Promise<AfterAccountDeletion | void>;
}

/** The account routes' options: every other feature's part, in the download's order. */
export interface AccountDataOptions {
  accountData: readonly AccountDataPart[];
}
