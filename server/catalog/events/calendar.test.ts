// "Add to calendar": an event's iCalendar file, with its instants, place and page under PUBLIC_URL.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildEvent } from '@server/test/factories/catalog';

/** The event's own properties (not its reminder's), with folded lines (RFC 5545 §3.1) joined back. */
function propertiesOf(ics: string): Map<string, string> {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .replace(/BEGIN:VALARM[\s\S]*?END:VALARM\r\n/g, '')
    .split('\r\n');
  return new Map(
    lines.filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

describe.each(testDrivers())('an event for calendars on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: 'https://griot.example' });

  it('answers an iCalendar file with the start and end as instants, the place and the page', async () => {
    await buildEvent(ctx.database.db, {
      name: 'Highlife, Under the Stars',
      slug: 'highlife',
      startsAt: lagosLocalToInstant('2030-12-11T19:00'),
      endsAt: lagosLocalToInstant('2030-12-12T01:30'),
      venue: 'Republic Bar',
      location: 'Osu, Accra',
      description: 'Palm-wine guitar.',
    });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/events/highlife/calendar.ics' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="highlife.ics"');
    const ics = propertiesOf(response.body);
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(ics.get('DTSTART')).toBe('20301211T180000Z');
    expect(ics.get('DTEND')).toBe('20301212T003000Z');
    expect(ics.get('SUMMARY')).toBe('Highlife\\, Under the Stars');
    expect(ics.get('LOCATION')).toBe('Republic Bar\\, Osu\\, Accra');
    expect(ics.get('URL;VALUE=URI') ?? ics.get('URL')).toBe('https://griot.example/events/highlife');
    expect(ics.get('DESCRIPTION')).toBe('Palm-wine guitar.\\n\\nhttps://griot.example/events/highlife');

    // A real iCalendar parser reads it as one event with its reminder the day before.
    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    const entries = calendar.getAllSubcomponents('vevent');
    expect(entries).toHaveLength(1);
    const entry = new ICAL.Event(entries[0]);
    expect(entry.uid).toMatch(/^[0-9a-f-]{36}@griot\.example$/);
    expect(entry.startDate.toJSDate().toISOString()).toBe('2030-12-11T18:00:00.000Z');
    expect(entry.endDate.toJSDate().toISOString()).toBe('2030-12-12T00:30:00.000Z');
    expect(entry.summary).toBe('Highlife, Under the Stars');
    expect(entry.location).toBe('Republic Bar, Osu, Accra');
    const alarm = entries[0]!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-P1D');
    // The same event answers the same UID on every download.
    const again = await ctx.app.inject({ method: 'GET', url: '/api/events/highlife/calendar.ics' });
    expect(
      new ICAL.Event(new ICAL.Component(ICAL.parse(again.body) as unknown[]).getFirstSubcomponent('vevent')!).uid,
    ).toBe(entry.uid);
  });

  it('gives an event without an end three hours, in UTC', async () => {
    await buildEvent(ctx.database.db, {
      name: 'Open Mic',
      slug: 'open-mic',
      startsAt: lagosLocalToInstant('2030-05-02T18:30'),
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events/open-mic/calendar.ics' });
    const ics = propertiesOf(response.body);
    expect(ics.get('DTSTART')).toBe('20300502T173000Z');
    expect(ics.get('DTEND')).toBe('20300502T203000Z');
  });

  it('answers 404 in the one error shape for an unknown event', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events/nothing/calendar.ics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Event not found.' } });
  });
});
