// An admin makes a member an admin, or an admin a member again. The rules hold however many admins act at
// once: every admin's row is locked (in one order, so two changes never wait on each other), then counted,
// so that of two admins demoting each other at the same moment the first wins and the second, no longer
// an admin when its turn comes, is refused: one admin always remains. Nobody changes their own role.
import { asc, eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import { memberAdminTexts } from '@shared/members';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/errors';
import { suspensionOf } from '@server/http/request-user';
import { roleChangedMail } from './account-change-mails';
import { recordMemberChange } from './member-changes';

export interface RoleChange {
  userId: string;
  /** The admin who changes it. */
  byUserId: string;
  role: Role;
  reason: string;
  publicUrl: string;
}

/** True when the role changed (giving the role the member has already changes nothing). */
export async function changeRole(db: Db, change: RoleChange, now = new Date()): Promise<boolean> {
  if (change.userId === change.byUserId) throw conflict(memberAdminTexts.ownRole, 'OWN_ACCOUNT');
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    // Demoted by another admin while this request waited for the lock.
    if (!admins.some((admin) => admin.id === change.byUserId)) throw forbidden(memberAdminTexts.noLongerAdmin);
    const [account] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
    if (!account) throw notFound(memberAdminTexts.notFound);
    if (account.role === change.role) return false;
    if (change.role === 'member' && admins.length <= 1) throw conflict(memberAdminTexts.lastAdmin, 'LAST_ADMIN');
    // An admin is never suspended (server/community/members/commands/suspend-account.ts).
    if (change.role === 'admin' && suspensionOf(account, now))
      throw conflict(memberAdminTexts.suspendedNotAdmin, 'SUSPENDED');
    await tx.update(users).set({ role: change.role, updatedAt: now }).where(eq(users.id, change.userId));
    const reason = change.reason.trim();
    await recordMemberChange(
      tx,
      { userId: change.userId, byUserId: change.byUserId, kind: 'role', role: change.role, reason, at: now },
      (i18n) => roleChangedMail(i18n, change.publicUrl, change.role, reason),
    );
    return true;
  });
}
