// Accounts for API tests: join through the real route and keep the session cookie; sign in an admin;
// delete one's own account.
import { eq } from 'drizzle-orm';
import type { App } from '@server/app';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/auth/sessions/tokens';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import type { TestContext } from './app';

let counter = 0;

export interface TestAccount {
  email: string;
  password: string;
  cookie: string;
  uid: string;
}

/** The session cookie a response set, as a Cookie header: `griot_session=…` or, with Secure cookies, `__Host-griot_session=…`. */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in the response');
  return `${cookie.name}=${cookie.value}`;
}

export async function joinAs(
  app: App,
  db: Db,
  role: 'member' | 'admin' = 'member',
  email?: string,
): Promise<TestAccount> {
  counter += 1;
  const account = { email: email ?? `person${counter}@example.com`, password: 'correct horse battery' };
  const response = await app.inject({ method: 'POST', url: '/api/auth/join', payload: account });
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.statusCode} ${response.body}`);
  const uid = response.json<{ user: { uid: string } }>().user.uid;
  if (role === 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, uid));
  return { ...account, cookie: sessionCookieOf(response), uid };
}

/** Deletes the account as its member would (/account, with the password); answers the status code. */
export async function deleteOwnAccount(app: App, account: Pick<TestAccount, 'cookie' | 'password'>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: { cookie: account.cookie },
    payload: { password: account.password },
  });
  return response.statusCode;
}

/** Signs in a new admin and returns a request function that carries the session. */
export async function signInAdmin(ctx: TestContext) {
  const { cookie } = await joinAs(ctx.app, ctx.database.db, 'admin');
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A member whose address is confirmed, as if they had opened the link mailed at join: it is proven theirs. */
export async function joinConfirmed(app: App, db: Db, email?: string): Promise<TestAccount> {
  const account = await joinAs(app, db, 'member', email);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.uid));
  return account;
}
