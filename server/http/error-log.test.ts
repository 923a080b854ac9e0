import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('an error in the log on %s', (driver) => {
  const logLines: string[] = [];
  const ctx = useTestApp(driver, {}, { logLines });

  /** A real failed query whose parameter is something a person typed. */
  async function failedQuery(): Promise<Error> {
    try {
      await ctx.database.db.execute(sql`select ${'ada@example.com searched for this'}::int`);
    } catch (error) {
      return error as Error;
    }
    throw new Error('the query should have failed');
  }

  it("names a failed query's statement and SQLSTATE, never its values, also as another error's cause", async () => {
    const error = await failedQuery();
    // Drizzle's own message carries the parameter: what the log must not.
    expect(error.message).toContain('searched for this');
    logLines.length = 0;
    ctx.app.log.error({ err: error }, 'unhandled error');
    ctx.app.log.warn({ err: new Error('a job failed', { cause: error }) }, 'a job failed');
    ctx.app.log.warn({ err: 'Message failed: 451 Try again later' }, 'a reason as text');

    expect(logLines).toHaveLength(3);
    for (const line of logLines) {
      expect(line).not.toContain('searched for this');
      expect(line).not.toContain('ada@example.com');
    }
    const first = JSON.parse(logLines[0]!) as { err: { message: string; code: string; stack: string } };
    expect(first.err.message).toBe('Failed query: select $1::int');
    expect(first.err.code).toBe('22P02');
    expect(first.err.stack).toMatch(/^DrizzleQueryError: Failed query: select \$1::int\n\s+at /);
    const second = JSON.parse(logLines[1]!) as { err: { message: string; cause: { code: string } } };
    expect(second.err).toMatchObject({ message: 'a job failed', cause: { code: '22P02' } });
    expect(JSON.parse(logLines[2]!)).toMatchObject({ err: 'Message failed: 451 Try again later' });
  });
});
