import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('readiness on %s', (driver) => {
  const logLines: string[] = [];
  const ctx = useTestApp(driver, {}, { logLines });
  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready when the database answers with every migration applied, and logs no line for it', async () => {
    logLines.length = 0;
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ migrations: { applied: number; expected: number } }>();
    expect(body).toMatchObject({ status: 'ready', database: driver });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(10);
    expect(logLines.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
  });

  it('is not ready when a migration is missing, nor while shutting down, and says why', async () => {
    await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await ready();
    expect(behind.statusCode).toBe(503);
    const { error } = behind.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('NOT_READY');
    expect(error.message).toMatch(/^The database lacks migrations this version needs \(\d+ of \d+ applied\)/);
    // Liveness is another question: the process answers.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    ctx.app.draining = true;
    expect((await ready()).json()).toEqual({ error: { code: 'NOT_READY', message: 'This server is shutting down.' } });
  });

  it('is not ready when the database cannot be reached', async () => {
    await ctx.database.close();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { code: 'NOT_READY', message: 'The database cannot be reached.' } });
  });
});
