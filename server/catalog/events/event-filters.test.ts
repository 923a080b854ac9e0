import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import type { Event } from '@shared/schemas/catalog';
import { buildEvent } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/events with filters on %s', (driver) => {
  const ctx = useTestApp(driver);

  const names = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/events?${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<{ items: Event[] }>().items.map((event) => event.name);
  };

  it('lists past events most recent first, and upcoming ones (the default) from today on, soonest first', async () => {
    const today = todayIso();
    const db = ctx.database.db;
    await buildEvent(db, { name: 'Ten days ago', date: addDaysIso(today, -10) });
    await buildEvent(db, { name: 'Yesterday', date: addDaysIso(today, -1) });
    await buildEvent(db, { name: 'Today', date: today });
    await buildEvent(db, { name: 'Three days ago', date: addDaysIso(today, -3) });
    await buildEvent(db, { name: 'In two days', date: addDaysIso(today, 2) });

    expect(await names('when=past')).toEqual(['Yesterday', 'Three days ago', 'Ten days ago']);
    expect(await names('when=upcoming')).toEqual(['Today', 'In two days']);
    expect(await names('')).toEqual(['Today', 'In two days']);
  });

  it('narrows either list to a city, in any case, and a city with no events to an empty page', async () => {
    const today = todayIso();
    const db = ctx.database.db;
    await buildEvent(db, { name: 'Lagos soon', city: 'Lagos', date: addDaysIso(today, 1) });
    await buildEvent(db, { name: 'Abuja soon', city: 'Abuja', date: addDaysIso(today, 2) });
    await buildEvent(db, { name: 'Lagos last week', city: 'Lagos', date: addDaysIso(today, -7) });
    await buildEvent(db, { name: 'Abuja last week', city: 'Abuja', date: addDaysIso(today, -6) });

    expect(await names('city=Lagos')).toEqual(['Lagos soon']);
    expect(await names('city=lAGOS')).toEqual(['Lagos soon']);
    expect(await names('when=past&city=abuja')).toEqual(['Abuja last week']);
    expect(await names('city=Lag')).toEqual([]);
    expect(await names('when=past&city=Kano')).toEqual([]);
  });

  it('pages through past events of one city without repeats or gaps', async () => {
    const db = ctx.database.db;
    const day = addDaysIso(todayIso(), -5);
    for (let i = 0; i < 5; i++) await buildEvent(db, { city: 'Accra', date: day });
    await buildEvent(db, { city: 'Accra', date: addDaysIso(day, -1) });
    await buildEvent(db, { city: 'Lagos', date: day });

    const { items, pages } = await readAllPages<Event>(ctx.app, '/api/events?when=past&city=Accra', 2);

    expect(pages).toBe(3);
    expect(new Set(items.map((event) => event.id)).size).toBe(6);
    expect(items.every((event) => event.city === 'Accra')).toBe(true);
    expect(items[5]!.date).toBe(addDaysIso(day, -1));
  });
});
