import { describe, expect, it } from 'vitest';
import { artists, events, stories } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useImportFakes } from '@server/test/fakes/use-fakes';

const IMPORTS = [
  { url: '/api/admin/imports/artists', payload: { location: 'Nigeria' } },
  { url: '/api/admin/imports/stories', payload: { category: 'entertainment', country: 'ng' } },
  { url: '/api/admin/imports/events', payload: { location: 'Nigeria' } },
];

describe.each(testDrivers())('who may import, on %s', (driver) => {
  const fakes = useImportFakes();
  const ctx = useTestApp(driver, { imports: fakes.settings });

  it.each(IMPORTS)(
    'answers $url with 401 to a visitor and 403 to a member, and imports nothing',
    async ({ url, payload }) => {
      const member = await joinAs(ctx.app, ctx.database.db, 'member');

      const visitor = await ctx.app.inject({ method: 'POST', url, payload });
      const asMember = await ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: member.cookie } });

      expect(visitor.statusCode).toBe(401);
      expect(visitor.json<{ error: { code: string } }>().error.code).toBe('UNAUTHORIZED');
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
      expect([...fakes.musicBrainz.requests, ...fakes.news.requests]).toHaveLength(0);
      const { db } = ctx.database;
      const counts = await Promise.all([db.$count(artists), db.$count(stories), db.$count(events)]);
      expect(counts).toEqual([0, 0, 0]);
    },
  );
});
