// Walks the server's route table, so that every admin route added later is covered without editing this test.
import { describe, expect, it } from 'vitest';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { ADMIN_PREFIX } from './admin-scope';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers())('admin routes on %s', (driver) => {
  const ctx = useTestApp(driver);
  const adminRoutes = () =>
    ctx.routes
      .filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.method !== 'HEAD')
      .map((r) => ({ method: r.method as 'GET', url: r.url.replace(/:[A-Za-z]+/g, ZERO_UUID).replace(/\*/g, 'x') }));

  it('has admin routes to guard', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('answers every admin route with 401 to a visitor and 403 to a member', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    for (const route of adminRoutes()) {
      const visitor = await ctx.app.inject({ ...route, payload: route.method === 'GET' ? undefined : {} });
      expect(visitor.statusCode, `${route.method} ${route.url} as a visitor`).toBe(401);
      expect(visitor.json<{ error: { code: string } }>().error.code).toBe('UNAUTHORIZED');
      const asMember = await ctx.app.inject({
        ...route,
        headers: { cookie: member.cookie },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(asMember.statusCode, `${route.method} ${route.url} as a member`).toBe(403);
      expect(asMember.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'This area is for administrators only.' },
      });
    }
  });

  it('lets an admin read the dashboard counts', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    await joinAs(ctx.app, ctx.database.db, 'member');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN_PREFIX}/dashboard`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      counts: { products: 0, events: 0, artists: 0, stories: 0, members: 2, posts: 0 },
      latestActivity: [],
      shop: { paymentsEnabled: false, revenueTodayKobo: 0, revenue7DaysKobo: 0, paidOrders: 0, lowStock: [] },
      failedMail: 0,
      openReports: 0,
    });
  });
});
