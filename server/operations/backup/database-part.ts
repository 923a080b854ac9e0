import type { DatabaseDriver } from '@server/db/database';
import type { AppliedMigration } from './archive-manifest';

/** The database's part of an archive: one file, read at one moment, streamed into the archive once. */
export interface DatabasePart {
  kind: DatabaseDriver;
  takenAt: Date;
  migrations: AppliedMigration[];
  size: number;
  content: AsyncIterable<Buffer>;
  /** How it was read, for the operator. */
  via: string;
}
