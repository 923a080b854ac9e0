// Expired sessions can no longer sign anyone in but would stay in the table forever: each server removes
// them at start and then every hour. Several servers doing it at once is harmless (the same delete).
import type { Db } from '@server/db/database';
import { deleteExpiredSessions } from './repository';

export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Starts the purge; the returned function stops it (at shutdown). A failure is reported, not thrown. */
export function scheduleExpiredSessionPurge(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = PURGE_EVERY_MS,
): () => void {
  const purge = () => {
    deleteExpiredSessions(db).catch(onError);
  };
  purge();
  const timer = setInterval(purge, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
