// "Add to calendar": an event's iCalendar file, with its instants, place and page under PUBLIC_URL.
import { describe, expect, it } from 'vitest';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildEvent } from '@server/test/factories/catalog';

/** The file's properties, with folded lines (RFC 5545 §3.1) joined back. */
function propertiesOf(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
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
  });

  it('answers 404 in the one error shape for an unknown event', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events/nothing/calendar.ics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Event not found.' } });
  });
});
