import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheckInAnswer, DoorEvent } from '@shared/schemas/tickets';
import { formatTicketCode } from '@shared/ticket-code';
import { tickets } from '@server/db/schema';
import { testDrivers } from '@server/test/database';
import { SHOP_LIMITS_OFF, useShop } from '@server/test/shop';
import { buildTicketType, freeTickets, signedIn } from '@server/test/tickets';

describe.each(testDrivers())('checking tickets in at the door on %s', (driver) => {
  const { ctx } = useShop(driver, { shopLimits: SHOP_LIMITS_OFF });
  const db = () => ctx.database.db;

  it('lets a ticket in once, says when and whose it was after that, and refuses other events’ tickets, void ones and nonsense', async () => {
    const { event, type } = await buildTicketType(db(), { price: 0, name: 'VIP' });
    const { event: other, type: otherType } = await buildTicketType(db(), { price: 0, eventName: 'Other Night' });
    const [code, voided] = await freeTickets(ctx, type.id, 2);
    const [elsewhere] = await freeTickets(ctx, otherType.id, 1);
    await db().update(tickets).set({ voidedAt: new Date() }).where(eq(tickets.code, voided!));
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    const scan = async (typed: string) =>
      (await admin.request('POST', `/api/check-in/${event.slug}`, { code: typed })).json<CheckInAnswer>();

    // Typed as people type it: lower case, O for 0, I for 1, no dashes.
    const typed = code!.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'i');
    const first = await scan(typed);
    expect(first).toMatchObject({
      outcome: 'checked_in',
      holderName: 'Ada Obi',
      typeName: 'VIP',
      checkedInAt: null,
      message: 'Checked in — Ada Obi, VIP',
      code: formatTicketCode(code!),
      event: { slug: event.slug, sold: 1, checkedIn: 1 },
    });
    const again = await scan(formatTicketCode(code!));
    expect(again).toMatchObject({ outcome: 'already', holderName: 'Ada Obi', typeName: 'VIP' });
    expect(Date.now() - Date.parse(again.checkedInAt!)).toBeLessThan(60_000);
    // Whose ticket it was, and which type: the person at the door can tell a friend's from a copy.
    expect(again.message).toMatch(/^Already checked in at \d\d:\d\d — Ada Obi, VIP$/);
    for (const refused of [voided!, elsewhere!, 'NOT-A-CODE', '7KQ2-M9XD-4U']) {
      expect(await scan(refused)).toMatchObject({
        outcome: 'invalid',
        holderName: null,
        typeName: null,
        checkedInAt: null,
        message: 'Not a valid ticket for this event',
      });
    }
    const counts = (await admin.request('GET', `/api/check-in/${other.slug}`)).json<DoorEvent>();
    expect(counts).toMatchObject({ sold: 1, checkedIn: 0 });
    const empty = await admin.request('POST', `/api/check-in/${event.slug}`, { code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Type or scan a ticket code.', field: 'code' },
    });
  });

  it('lets one of two doors scanning the same ticket at once in, and tells the other', async () => {
    const { event, type } = await buildTicketType(db(), { price: 0 });
    const [code] = await freeTickets(ctx, type.id, 1);
    const { browser: one } = await signedIn(ctx, 'admin@example.com', 'admin');
    const { browser: two } = await signedIn(ctx, 'door@example.com', 'admin');

    const answers = await Promise.all(
      [one, two, one, two].map(async (door) =>
        (await door.request('POST', `/api/check-in/${event.slug}`, { code: code! })).json<CheckInAnswer>(),
      ),
    );

    expect(answers.map((a) => a.outcome).sort()).toEqual(['already', 'already', 'already', 'checked_in']);
    const [row] = await db().select().from(tickets).where(eq(tickets.code, code!));
    expect(row!.checkedInAt).not.toBeNull();
  });

  it('gives door staff their own event’s door and nothing else: not another event, no admin screen or route', async () => {
    const { event: theirs, type } = await buildTicketType(db(), { price: 0 });
    const { event: another, type: anotherType } = await buildTicketType(db(), { price: 0, eventName: 'Another' });
    const [code] = await freeTickets(ctx, type.id, 1);
    const [otherCode] = await freeTickets(ctx, anotherType.id, 1);
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    const { browser: door, id: doorId } = await signedIn(ctx, 'door@example.com');

    // Before being named, the member is refused at the door.
    const before = await door.request('POST', `/api/check-in/${theirs.slug}`, { code: code! });
    expect(before.statusCode).toBe(403);
    const named = await admin.request('POST', `/api/admin/events/${theirs.id}/door-staff`, {
      email: 'DOOR@example.com',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual([{ userId: doorId, email: 'door@example.com' }]);

    const events = (await door.request('GET', '/api/check-in/events')).json<DoorEvent[]>();
    expect(events.map((e) => e.slug)).toEqual([theirs.slug]);
    const admitted = (
      await door.request('POST', `/api/check-in/${theirs.slug}`, { code: code! })
    ).json<CheckInAnswer>();
    expect(admitted.outcome).toBe('checked_in');

    for (const [method, url, body] of [
      ['POST', `/api/check-in/${another.slug}`, { code: otherCode }],
      ['GET', `/api/check-in/${another.slug}`, undefined],
      ['GET', `/api/check-in/no-such-event`, undefined],
    ] as const) {
      const refused = await door.request(method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'You are not on the door staff of this event.' },
      });
    }
    const [otherRow] = await db().select().from(tickets).where(eq(tickets.code, otherCode!));
    expect(otherRow!.checkedInAt).toBeNull();

    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/orders',
      `/api/admin/events/${theirs.id}/door-staff`,
      `/api/admin/events/${theirs.id}/attendees`,
      `/api/admin/events/${theirs.id}/attendees.csv`,
    ]) {
      const refused = await door.request('GET', url);
      expect(refused.statusCode, url).toBe(403);
    }
    const adding = await door.request('POST', `/api/admin/events/${another.id}/door-staff`, {
      email: 'door@example.com',
    });
    expect(adding.statusCode).toBe(403);
    // A visitor is asked to sign in.
    const visitor = await ctx.app.inject({ method: 'POST', url: `/api/check-in/${theirs.slug}`, payload: { code } });
    expect(visitor.statusCode).toBe(401);

    // Taken off the staff, the member is refused again.
    await admin.request('DELETE', `/api/admin/events/${theirs.id}/door-staff/${doorId}`);
    expect((await door.request('GET', `/api/check-in/${theirs.slug}`)).statusCode).toBe(403);
  });

  it('shows the admin each type’s sales, revenue and check-ins, and the attendees as CSV that no spreadsheet runs', async () => {
    const { event, type } = await buildTicketType(db(), { price: 0, capacity: 10 });
    await freeTickets(ctx, type.id, 2, '=HYPERLINK("evil","Click")');
    const [code] = await freeTickets(ctx, type.id, 1, 'Chidi Okeke');
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    await admin.request('POST', `/api/check-in/${event.slug}`, { code: code! });

    const summary = await admin.request('GET', `/api/admin/events/${event.id}/attendees`);
    expect(summary.json()).toMatchObject({
      event: { sold: 3, checkedIn: 1 },
      types: [{ name: 'Regular', priceKobo: 0, capacity: 10, sold: 3, revenueKobo: 0, checkedIn: 1 }],
      revenueKobo: 0,
    });

    const csv = await admin.request('GET', `/api/admin/events/${event.id}/attendees.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${event.slug}-attendees.csv"`);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Ticket,Holder,E-mail,Type,Order,Status,Checked in at');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain(`"'=HYPERLINK(""evil"",""Click"")"`);
    expect(rows.find((row) => row.includes('Chidi Okeke'))).toContain(`${formatTicketCode(code!)},Chidi Okeke,`);
    expect(rows.find((row) => row.includes('Chidi Okeke'))).toContain(',checked in,');
  });
});
