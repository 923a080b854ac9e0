import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import type { Event } from '@shared/schemas/catalog';
import type { ImportResult } from '@shared/schemas/imports';
import { joinAs } from '@server/test/accounts';
import { buildEvent } from '@server/test/factories/catalog';
import { useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';

const URL_PATH = '/api/admin/imports/events';

async function importEvents(ctx: TestContext, location: string) {
  const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
  return ctx.app.inject({ method: 'POST', url: URL_PATH, headers: { cookie: admin.cookie }, payload: { location } });
}

async function publicEvents(ctx: TestContext): Promise<Event[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/events?limit=100' });
  return response.json<{ items: Event[] }>().items;
}

describe.each(testDrivers())('POST /api/admin/imports/events on %s', (driver) => {
  const ctx = useTestApp(driver);
  // Only the date is frozen (timers run), so 'today' cannot change between the import and the checks.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('generates 10 weekly events from a week ahead and shows them in the public list', async () => {
    const response = await importEvents(ctx, 'Accra');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Imported 10 events generated for Accra.',
      found: 10,
      imported: 10,
      existing: 0,
      source: 'Generated locally',
    });
    const events = await publicEvents(ctx);
    const today = todayIso();
    expect(events.map((e) => e.date)).toEqual(Array.from({ length: 10 }, (_, i) => addDaysIso(today, 7 * (i + 1))));
    expect(events.map((e) => e.name)).toEqual([
      'Afrobeat Night in Accra',
      'Highlife Sessions in Accra',
      'Accra Amapiano Block Party',
      'Accra Spoken Word Evening',
      'Jazz on the Rooftop, Accra',
      'Accra Art and Craft Market',
      'Drum Circle Sunday in Accra',
      'New Voices Showcase, Accra',
      'Afrobeat Night in Accra',
      'Highlife Sessions in Accra',
    ]);
    expect(
      events.every((e) => e.location === 'Accra' && /^\/media\/art\/stage\/[a-z0-9-]+\.svg$/.test(e.imageUrl ?? '')),
    ).toBe(true);
  });

  it('imports nothing twice on the same day: a second import reports 10 existing', async () => {
    await importEvents(ctx, 'Accra');

    const second = await importEvents(ctx, 'Accra');

    expect(second.json()).toEqual({
      message: 'Imported 0 events generated for Accra.',
      found: 10,
      imported: 0,
      existing: 10,
      source: 'Generated locally',
    });
    expect(await publicEvents(ctx)).toHaveLength(10);
  });

  it('skips an event whose name exists in another case on the same date, but not on another date', async () => {
    const firstDate = addDaysIso(todayIso(), 7);
    await buildEvent(ctx.database.db, { name: 'AFROBEAT NIGHT IN ACCRA', date: firstDate, location: 'Osu' });
    await buildEvent(ctx.database.db, {
      name: 'highlife sessions in accra',
      date: addDaysIso(firstDate, 1),
      location: 'Osu',
    });

    const response = await importEvents(ctx, 'accra');

    expect(response.json<ImportResult>()).toMatchObject({ found: 10, imported: 9, existing: 1 });
    expect(await publicEvents(ctx)).toHaveLength(11);
  });

  it('adds new events for another location on the same day', async () => {
    await importEvents(ctx, 'Accra');

    const response = await importEvents(ctx, 'Lagos');

    expect(response.json<ImportResult>()).toMatchObject({ imported: 10, existing: 0 });
    expect(await publicEvents(ctx)).toHaveLength(20);
  });

  it('uses the location as typed, trimmed, in the name and the location field', async () => {
    await importEvents(ctx, '  Port   Harcourt ');

    const [first] = await publicEvents(ctx);
    expect(first).toMatchObject({ name: 'Afrobeat Night in Port Harcourt', location: 'Port Harcourt' });
  });

  it.each(['', '  '])('answers 400 "Please enter a location" to the location %j', async (location) => {
    const response = await importEvents(ctx, location);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Please enter a location' } });
    expect(await publicEvents(ctx)).toEqual([]);
  });
});
