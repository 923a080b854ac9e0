// An event's door staff: members an admin names by e-mail, who may then check that event's tickets in.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DoorStaffMember } from '@shared/schemas/tickets';
import type { Db } from '@server/db/database';
import { eventDoorStaff, users } from '@server/db/schema';
import { notFound } from '@server/errors';
import { NO_MEMBER_WITH_EMAIL } from '@server/shop/lib/shop-messages';

export async function doorStaffOf(db: Db, eventId: string): Promise<DoorStaffMember[]> {
  return db
    .select({ userId: users.id, email: users.email })
    .from(eventDoorStaff)
    .innerJoin(users, eq(users.id, eventDoorStaff.userId))
    .where(eq(eventDoorStaff.eventId, eventId))
    .orderBy(asc(users.email));
}

export async function addDoorStaff(db: Db, eventId: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) throw notFound(NO_MEMBER_WITH_EMAIL);
  await db.insert(eventDoorStaff).values({ eventId, userId: user.id }).onConflictDoNothing();
}

export async function removeDoorStaff(db: Db, eventId: string, userId: string): Promise<void> {
  await db.delete(eventDoorStaff).where(and(eq(eventDoorStaff.eventId, eventId), eq(eventDoorStaff.userId, userId)));
}
