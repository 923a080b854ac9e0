// The devices signed in: when each session began and when it ends. Never the token's hash.
import { asc, eq } from 'drizzle-orm';
import { sessions } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const sessionList: DataSection = async (db, { userId, sessionId }) => {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return rows.map(({ id, ...row }) => ({ ...row, thisDevice: id === sessionId }));
};
