// The admin's image hosting test (POST /api/admin/media/test), asked by a new admin: what each store's tests check.
import type { StoreCheck } from '@shared/schemas/media';
import { joinAs } from './accounts';
import type { TestContext } from './app';

export async function checkImageStore(ctx: TestContext): Promise<{ status: number; result: StoreCheck }> {
  const { cookie } = await joinAs(ctx.app, ctx.database.db, 'admin');
  const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/media/test', headers: { cookie } });
  return { status: response.statusCode, result: response.json<StoreCheck>() };
}
