import { expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import { presentEvent } from './presenter';
import { events } from '@server/db/schema';
import { buildEvent } from '@server/test/factories/catalog';
import { signInAdmin } from '@server/test/accounts';
import { describeResource } from '@server/test/contracts/admin-resource';

// The public list shows events from today on, so the shared checks use coming dates.
const soon = addDaysIso(todayIso(), 10);

describeResource(
  {
    list: 'events',
    table: events,
    build: (db, overrides) => buildEvent(db, { date: soon, ...overrides }),
    present: presentEvent,
    searchField: 'name',
    notFound: 'Event not found.',
    input: () => ({
      name: '  Lagos Jazz Night  ',
      date: soon,
      location: ' Eko Hotel, Lagos ',
      imageUrl: '/uploads/events/jazz.png',
    }),
    changed: () => ({
      name: 'Abuja Arts Fair',
      date: addDaysIso(soon, 7),
      location: 'Transcorp Hilton, Abuja',
      imageUrl: 'https://res.cloudinary.com/demo/fair.png',
    }),
    required: [
      ['name', 'Name is required.'],
      ['date', 'Date is required.'],
      ['location', 'Location is required.'],
    ],
    duplicate: {
      existing: { name: 'Felabration', date: soon },
      input: { name: ' FELABRATION ', date: soon, location: 'New Afrika Shrine' },
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
        date: addDaysIso(soon, 1),
        location: 'Ikeja',
      });

      expect(response.statusCode).toBe(201);
      expect((await ctx.database.db.select().from(events)).map((row) => row.date).sort()).toEqual([
        soon,
        addDaysIso(soon, 1),
      ]);
    });

    it('refuses a date that is not on the calendar, writing nothing', async () => {
      const send = await signInAdmin(ctx);
      for (const date of ['2025-02-30', 'DEC 22, 2024', '2025-13-01']) {
        const response = await send('POST', '/api/admin/events', { name: 'Concert', date, location: 'Lagos' });
        expect(response.statusCode, date).toBe(400);
        expect(response.json(), date).toEqual({
          error: { code: 'VALIDATION_FAILED', message: 'body/date must match format "date"' },
        });
      }
      expect(await ctx.database.db.select().from(events)).toEqual([]);
    });
  },
);
