import { describe, expect, it } from 'vitest';
import { communityUsers, users } from '@server/db/schema';
import { openTestDatabase, testDrivers } from '@server/test/database';
import { bootstrapAdmin, GENERATED_ADMIN_EMAIL, promoteToAdmin } from './bootstrap-admin';
import { createAccount } from './commands/create-account';
import { verifyPassword } from './lib/passwords';

describe.each(testDrivers())('the first admin on %s', (driver) => {
  const withDb = async (run: (db: Awaited<ReturnType<typeof openTestDatabase>>['database']['db']) => Promise<void>) => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      await run(database.db);
    } finally {
      await dispose();
    }
  };

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, then leaves it alone', () =>
    withDb(async (db) => {
      expect(await bootstrapAdmin(db, { email: 'Boss@Example.com', password: 'admin-password' })).toEqual({
        kind: 'created',
        email: 'boss@example.com',
      });
      const [row] = await db.select().from(users);
      expect(row).toMatchObject({ email: 'boss@example.com', role: 'admin' });
      expect(await verifyPassword(row!.passwordHash, 'admin-password')).toBe(true);
      // The operator chose the address: the admin is not asked to confirm it on every page.
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
      // Shown under a neutral name, not 'boss' (SECURITY.md).
      const [profile] = await db.select().from(communityUsers);
      expect(profile!.displayName).toMatch(/^Member \d{4}$/);
      expect(await bootstrapAdmin(db, { email: 'boss@example.com', password: 'admin-password' })).toEqual({
        kind: 'unchanged',
      });
    }));

  it('promotes an existing account named by ADMIN_EMAIL without changing its password', () =>
    withDb(async (db) => {
      await createAccount(db, { email: 'ada@example.com', password: 'her own password' });
      expect(await bootstrapAdmin(db, { email: 'ada@example.com', password: 'other password' })).toEqual({
        kind: 'promoted',
        email: 'ada@example.com',
      });
      const [row] = await db.select().from(users);
      expect(row!.role).toBe('admin');
      expect(await verifyPassword(row!.passwordHash, 'her own password')).toBe(true);
      // The operator names the address as theirs: proven by configuration, no link was mailed to ask.
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    }));

  it('confirms the address of an admin ADMIN_EMAIL names whose address was never confirmed (made by an older version)', () =>
    withDb(async (db) => {
      await createAccount(db, { email: 'chief@griot.test', password: 'chief-password', role: 'admin' });
      expect((await db.select().from(users))[0]!.emailVerifiedAt).toBeNull();
      expect(await bootstrapAdmin(db, { email: 'Chief@griot.test', password: 'chief-password' })).toEqual({
        kind: 'unchanged',
      });
      expect((await db.select().from(users))[0]!.emailVerifiedAt).toBeInstanceOf(Date);
    }));

  it('creates an admin with a random password on a fresh database without configuration, once', () =>
    withDb(async (db) => {
      const first = await bootstrapAdmin(db, null);
      expect(first).toMatchObject({ kind: 'created', email: GENERATED_ADMIN_EMAIL });
      const password = first.kind === 'created' ? first.password! : '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      const [row] = await db.select().from(users);
      expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
      // admin@griot.local receives no mail: an address that can never be confirmed is not asked to be.
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await bootstrapAdmin(db, null)).toEqual({ kind: 'unchanged' });
      expect(await db.select().from(users)).toHaveLength(1);
    }));

  it('promotes by e-mail for `npm run admin -- promote`', () =>
    withDb(async (db) => {
      await createAccount(db, { email: 'member@example.com', password: 'password-x' });
      expect(await promoteToAdmin(db, 'MEMBER@example.com')).toBe(true);
      expect((await db.select().from(users))[0]!.role).toBe('admin');
      expect(await promoteToAdmin(db, 'nobody@example.com')).toBe(false);
    }));
});
