// The app a fuzz test runs against: its own data folder (uploads land there), the fuzzing configuration,
// and, once the test starts, the accounts and rows the requests aim at with the runner that sends them.
import type { DatabaseDriver } from '@server/db/database';
import { useFreshDataDir } from '../fixtures/uploads';
import { useTestApp } from '../app';
import { FUZZ_CONFIG } from './fuzz-config';
import { FuzzRunner } from './fuzz-runner';
import { FuzzWorld } from './fuzz-world';

export function useFuzzApp(driver: DatabaseDriver) {
  const data = useFreshDataDir({ ...FUZZ_CONFIG });
  const ctx = useTestApp(driver, data.overrides);
  /** Call inside the test: builds the world (accounts, a forum, a post…) and a runner for it. */
  const start = async () => {
    const world = await FuzzWorld.create(ctx.app, ctx.database.db);
    const runner = await FuzzRunner.create(ctx.app, ctx.database.db, world, driver === 'pglite');
    return { world, runner };
  };
  return { data, ctx, start };
}
