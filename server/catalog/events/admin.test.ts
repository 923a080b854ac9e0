import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { presentEventDetail } from './presenter';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@shared/schemas/catalog';
import { events, ticketTypes } from '@server/db/schema';
import { buildEvent } from '@server/test/factories/catalog';
import { joinAs, signInAdmin } from '@server/test/accounts';
import { describeResource } from '@server/test/contracts/admin-resource';

// The public list shows events from today on, so the shared checks use coming dates.
const soon = addDaysIso(todayIso(), 10);

describeResource<typeof events.$inferSelect>(
  {
    list: 'events',
    table: events,
    build: (db, overrides) => buildEvent(db, { date: soon, ...overrides }),
    present: async (_db, row) => presentEventDetail({ ...row, image: null }, null, []),
    asStored: ({ startsAt, endsAt, ...rest }) => ({
      ...rest,
      startsAt: lagosLocalToInstant(startsAt as string),
      ...(endsAt ? { endsAt: lagosLocalToInstant(endsAt as string) } : {}),
    }),
    searchField: 'name',
    notFound: 'Event not found.',
    input: () => ({
      name: '  Lagos Jazz Night  ',
      startsAt: `${soon}T19:30`,
      endsAt: `${soon}T23:00`,
      location: ' Eko Hotel, Lagos ',
      venue: ' Eko Hotel ',
      city: 'Lagos',
      description: 'A night of jazz standards and Afro-jazz.',
      imageUrl: '/uploads/events/jazz.png',
    }),
    changed: () => ({
      name: 'Abuja Arts Fair',
      startsAt: `${addDaysIso(soon, 7)}T10:00`,
      endsAt: `${addDaysIso(soon, 7)}T18:00`,
      location: 'Transcorp Hilton, Abuja',
      venue: 'Transcorp Hilton',
      city: 'Abuja',
      description: 'Two halls of painting and sculpture.',
      imageUrl: 'https://res.cloudinary.com/demo/fair.png',
    }),
    required: [
      ['name', 'Name is required.'],
      ['startsAt', 'Start is required.'],
      ['location', 'Location is required.'],
    ],
    duplicate: {
      existing: { name: 'Felabration', date: soon },
      input: { name: ' FELABRATION ', startsAt: `${soon}T21:00`, location: 'New Afrika Shrine' },
      message: 'An event named "FELABRATION" on that date already exists.',
    },
  },
  (ctx) => {
    it('lists past events too, which the public list leaves out', async () => {
      const send = await signInAdmin(ctx);
      const past = await buildEvent(ctx.database.db, {
        name: 'Last Year',
        date: addDaysIso(todayIso(), -365),
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      const coming = await buildEvent(ctx.database.db, {
        name: 'Next Week',
        date: addDaysIso(todayIso(), 7),
        createdAt: new Date('2026-01-02T00:00:00Z'),
      });

      const admin = (await send('GET', '/api/admin/events')).json<{ items: Array<{ id: string }> }>();
      const visitor = (await ctx.app.inject({ method: 'GET', url: '/api/events' })).json<{
        items: Array<{ id: string }>;
      }>();

      expect(admin.items.map((item) => item.id)).toEqual([coming.id, past.id]);
      expect(visitor.items.map((item) => item.id)).toEqual([coming.id]);
    });

    it('allows one name on another date: the duplicate rule is name plus date', async () => {
      const send = await signInAdmin(ctx);
      await buildEvent(ctx.database.db, { name: 'Felabration', date: soon });

      const response = await send('POST', '/api/admin/events', {
        name: 'felabration',
        startsAt: `${addDaysIso(soon, 1)}T20:00`,
        location: 'Ikeja',
      });

      expect(response.statusCode).toBe(201);
      expect((await ctx.database.db.select().from(events)).map((row) => row.date).sort()).toEqual([
        soon,
        addDaysIso(soon, 1),
      ]);
    });

    it('stores the start and end as instants and shows them back in Lagos time', async () => {
      const send = await signInAdmin(ctx);
      const response = await send('POST', '/api/admin/events', {
        name: 'Late Show',
        startsAt: `${soon}T23:30`,
        endsAt: `${addDaysIso(soon, 1)}T02:00`,
        location: 'Lekki',
      });

      expect(response.statusCode).toBe(201);
      const [row] = await ctx.database.db.select().from(events);
      // 23:30 in Lagos is 22:30 UTC on the same day; the card's date is the Lagos day.
      expect(row!.startsAt.toISOString()).toBe(`${soon}T22:30:00.000Z`);
      expect(row!.date).toBe(soon);
      expect(response.json()).toMatchObject({ startsAt: `${soon}T22:30:00.000Z`, date: soon });
    });

    it('refuses a start that is not on the calendar, or an end before the start, naming the field, writing nothing', async () => {
      const send = await signInAdmin(ctx);
      // Every refusal names the field, whether the schema's pattern or only the server (a day the calendar
      // lacks, an end before the start) can tell.
      const refusals: Array<[Record<string, string>, string, string]> = [
        [{ startsAt: '2025-02-30T19:00' }, 'Start must be a date and time.', 'startsAt'],
        [{ startsAt: 'DEC 22, 2024' }, 'Start must be a date and time.', 'startsAt'],
        [{ startsAt: '2025-13-01T10:00' }, 'Start must be a date and time.', 'startsAt'],
        [{ startsAt: '2025-12-01' }, 'Start must be a date and time.', 'startsAt'],
        [{ startsAt: `${soon}T20:00`, endsAt: `${soon}T19:00` }, 'End must be after the start.', 'endsAt'],
        [{ startsAt: `${soon}T20:00`, endsAt: `${soon}T20:00` }, 'End must be after the start.', 'endsAt'],
        [{ startsAt: `${soon}T20:00`, endsAt: `${soon}T25:00` }, 'End must be a date and time.', 'endsAt'],
      ];
      for (const [times, message, field] of refusals) {
        const response = await send('POST', '/api/admin/events', { name: 'Concert', location: 'Lagos', ...times });
        expect(response.statusCode, JSON.stringify(times)).toBe(400);
        expect(response.json(), JSON.stringify(times)).toEqual({
          error: { code: 'VALIDATION_FAILED', message, field },
        });
      }
      expect(await ctx.database.db.select().from(events)).toEqual([]);
    });
    describe('ticket types', () => {
      const night = { name: 'Afrobeat Night', startsAt: `${soon}T20:00`, location: 'Lagos' };
      const types = [
        { name: 'Early bird', priceKobo: 500_000, capacity: 50, salesEnd: `${soon}T12:00` },
        { name: 'Regular', priceKobo: 1_000_000, capacity: 200 },
        { name: 'Guest list', priceKobo: 0, capacity: 20 },
      ];

      it('stores them in order with their seats, closes sales at the start unless told, and shows them on the page', async () => {
        const send = await signInAdmin(ctx);
        const created = await send('POST', '/api/admin/events', { ...night, ticketTypes: types });
        expect(created.statusCode).toBe(201);
        const detail = created.json<EventDetail>();
        expect(
          detail.ticketTypes.map(({ name, priceKobo, capacity, left, salesEndAt }) => [
            name,
            priceKobo,
            capacity,
            left,
            salesEndAt,
          ]),
        ).toEqual([
          ['Early bird', 500_000, 50, 50, `${soon}T11:00:00.000Z`],
          ['Regular', 1_000_000, 200, 200, `${soon}T19:00:00.000Z`],
          ['Guest list', 0, 20, 20, `${soon}T19:00:00.000Z`],
        ]);
        const page = await ctx.app.inject({ method: 'GET', url: `/api/events/${detail.slug}` });
        expect(page.json<EventDetail>().ticketTypes).toEqual(detail.ticketTypes);
        // An edit that leaves them out keeps them; a new event without them sells none.
        const edited = await send('PUT', `/api/admin/events/${detail.id}`, { ...night, name: 'Afrobeat Nights' });
        expect(edited.json<EventDetail>().ticketTypes).toEqual(detail.ticketTypes);
        const plain = await send('POST', '/api/admin/events', { ...night, name: 'Quiet night' });
        expect(plain.json<EventDetail>().ticketTypes).toEqual([]);
      });

      it('keeps ids by name, never lets seats go below those sold, nor removes a type with seats sold', async () => {
        const send = await signInAdmin(ctx);
        const { id, ticketTypes: made } = (
          await send('POST', '/api/admin/events', { ...night, ticketTypes: types })
        ).json<EventDetail>();
        await ctx.database.db.update(ticketTypes).set({ sold: 30 }).where(eq(ticketTypes.id, made[1]!.id));
        const before = await ctx.database.db.select().from(ticketTypes);

        const removed = await send('PUT', `/api/admin/events/${id}`, {
          ...night,
          ticketTypes: [types[0]],
        });
        expect(removed.statusCode).toBe(409);
        expect(removed.json()).toEqual({
          error: {
            code: 'IN_USE',
            message: 'Regular has tickets sold, so it stays; set its seats instead.',
            field: 'ticketTypes',
          },
        });
        const below = await send('PUT', `/api/admin/events/${id}`, {
          ...night,
          ticketTypes: [...types.slice(0, 1), { name: 'Regular', priceKobo: 1_000_000, capacity: 29 }, types[2]],
        });
        expect(below.json()).toEqual({
          error: {
            code: 'IN_USE',
            message: 'Regular has 30 tickets sold: its seats cannot be fewer.',
            field: 'ticketTypes/1/capacity',
          },
        });
        expect(await ctx.database.db.select().from(ticketTypes)).toEqual(before);

        const edited = await send('PUT', `/api/admin/events/${id}`, {
          ...night,
          ticketTypes: [
            { name: 'REGULAR', priceKobo: 1_200_000, capacity: 30 },
            { name: 'VIP', priceKobo: 5_000_000, capacity: 10 },
          ],
        });
        expect(edited.statusCode).toBe(200);
        expect(
          edited.json<EventDetail>().ticketTypes.map(({ id: typeId, name, left }) => [typeId, name, left]),
        ).toEqual([
          [made[1]!.id, 'REGULAR', 0],
          [expect.any(String), 'VIP', 10],
        ]);
      });

      it('refuses repeated names, bad prices and seats, and a sales end after the event, naming the line, writing nothing', async () => {
        const send = await signInAdmin(ctx);
        const seats = 'Seats must be a whole number from 1 to 100,000.';
        // Every refusal names the field: the line and the part of it at fault.
        const cases: Array<[unknown, string, string]> = [
          [
            [types[1], { ...types[1], name: ' regular ' }],
            'Each ticket type needs its own name.',
            'ticketTypes/1/name',
          ],
          [[{ ...types[1], capacity: 0 }], `Ticket type 1: ${seats}`, 'ticketTypes/0/capacity'],
          [
            [types[1], { ...types[1], name: 'VIP', capacity: 100_001 }],
            `Ticket type 2: ${seats}`,
            'ticketTypes/1/capacity',
          ],
          [
            [types[1], { ...types[1], name: 'VIP', priceKobo: -1 }],
            'Ticket type 2: Price must be a valid amount.',
            'ticketTypes/1/priceKobo',
          ],
          [
            [{ name: 'VIP' }],
            'Ticket type 1: Each ticket type needs a name, a price and a number of seats.',
            'ticketTypes/0/priceKobo',
          ],
          [
            [types[2], { ...types[1], salesEnd: `${soon}T20:01` }],
            'Sales of Regular must end by the time the event ends.',
            'ticketTypes/1/salesEnd',
          ],
          [
            [{ ...types[1], salesEnd: '2031-02-30T10:00' }],
            'Sales end must be a date and time.',
            'ticketTypes/0/salesEnd',
          ],
          [
            Array.from({ length: 11 }, (_, i) => ({ ...types[1], name: `T${i}` })),
            'An event has at most 10 ticket types.',
            'ticketTypes',
          ],
        ];
        for (const [ticketTypesInput, message, field] of cases) {
          const response = await send('POST', '/api/admin/events', { ...night, ticketTypes: ticketTypesInput });
          expect(response.statusCode, message).toBe(400);
          const { code: _code, ...error } = response.json<{ error: { code: string } }>().error;
          expect(error, message).toEqual({ message, field });
        }
        expect(await ctx.database.db.select().from(events)).toEqual([]);
        expect(await ctx.database.db.select().from(ticketTypes)).toEqual([]);
      });

      it('tells an admin reading French what is wrong in French, the ticket type named in French too', async () => {
        const { cookie } = await joinAs(ctx.app, ctx.database.db, 'admin');
        const send = (payload: Record<string, unknown>) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/admin/events',
            headers: { cookie, 'accept-language': 'fr' },
            payload,
          });
        const refused = await send({
          ...night,
          name: ' ',
          ticketTypes: [types[1], { ...types[1], name: 'VIP', priceKobo: -1 }],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Le nom est obligatoire. Type de billet 2 : Le prix doit être un montant valide.',
            field: 'name',
          },
        });
        // The largest number of seats in French digits: 100 000, a narrow space between the thousands.
        const seats = await send({ ...night, ticketTypes: [{ ...types[1], capacity: 0 }] });
        expect(seats.json<{ error: { message: string } }>().error.message).toBe(
          'Type de billet 1 : Le nombre de places doit être un nombre entier de 1 à 100\u202f000.',
        );
        expect(await ctx.database.db.select().from(events)).toEqual([]);
      });
    });
  },
);
