import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import type { Event } from '@shared/schemas/catalog';
import { buildEvent } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/events on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('lists events from today on, soonest first, as calendar dates', async () => {
    const today = todayIso();
    await buildEvent(ctx.database.db, { name: 'Later', date: addDaysIso(today, 30) });
    await buildEvent(ctx.database.db, { name: 'Yesterday', date: addDaysIso(today, -1) });
    await buildEvent(ctx.database.db, { name: 'Today', date: today });
    await buildEvent(ctx.database.db, { name: 'Soon', date: addDaysIso(today, 2) });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/events' });

    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: Event[] }>();
    expect(items.map((e) => e.name)).toEqual(['Today', 'Soon', 'Later']);
    expect(items[0]!.date).toBe(today);
  });

  it('pages through events on the same day without repeats or gaps', async () => {
    const day = addDaysIso(todayIso(), 5);
    for (let i = 0; i < 5; i++) await buildEvent(ctx.database.db, { date: day });
    await buildEvent(ctx.database.db, { date: addDaysIso(day, 1) });

    const { items, pages } = await readAllPages<Event>(ctx.app, '/api/events', 2);

    expect(pages).toBe(3);
    expect(new Set(items.map((e) => e.id)).size).toBe(6);
    expect(items[5]!.date).toBe(addDaysIso(day, 1));
  });
});
