// The migrations carry a live site's data over: the first release's seeded catalogue (schema of 0000 to
// 0002) goes through the later migrations with every record kept, each given a slug, events' dates as
// their starts, products' makers as records of the directory.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { instantToLagosLocal } from '@shared/lagos-time';
import { fromRoot } from '@server/project-root';
import { openDatabase, type Database, type DatabaseDriver } from './database';
import { migrateDatabase } from './migrate';
import { artists, events, products, stories } from './schema';
import { testDrivers } from '@server/test/database';
import { withAdminConnection } from '@server/test/postgres-admin';

/** The first release's migrations: the journal cut after 0002. */
function firstReleaseMigrations(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'griot-migrations-'));
  cpSync(fromRoot('server', 'db', 'migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag <= '0002');
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database of `driver`, dropped afterwards. */
async function emptyDatabase(driver: DatabaseDriver): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({ driver: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const templateUrl = inject('postgresTemplateUrl')!;
  const name = `griot_migration_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(templateUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await withAdminConnection(templateUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const FIXTURE = fromRoot('server', 'test', 'fixtures', 'first-release-catalog.sql');

describe.each(testDrivers())('migrating the first release’s data on %s', (driver) => {
  it('keeps every record, gives each a slug, starts events on their dates and files makers in the directory', async () => {
    const { database, dispose } = await emptyDatabase(driver);
    try {
      const { db } = database;
      // Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the answer unknown.
      const rows = async <T>(query: SQL): Promise<T[]> => {
        const answer: unknown = await db.execute(query);
        return (answer as { rows: T[] }).rows;
      };
      await migrateDatabase(database, firstReleaseMigrations());
      for (const statement of readFileSync(FIXTURE, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('INSERT')))
        await db.execute(sql.raw(statement));
      const before = {
        products: await rows<{ id: string; name: string; artist: string }>(
          sql`select id, name, artist from products order by id`,
        ),
        events: await rows<{ id: string; date: string }>(sql`select id, date::text as date from events order by id`),
        artists: await rows<{ id: string }>(sql`select id from artists order by id`),
        stories: await rows<{ id: string }>(sql`select id from stories order by id`),
      };
      expect(before.products.length).toBeGreaterThanOrEqual(14);

      await migrateDatabase(database);

      // Every record is still there, under its id.
      const productRows = await db.select().from(products).orderBy(asc(products.id));
      expect(productRows.map((row) => row.id)).toEqual(before.products.map((row) => row.id));
      expect((await db.select().from(stories).orderBy(asc(stories.id))).map((row) => row.id)).toEqual(
        before.stories.map((row) => row.id),
      );
      const eventRows = await db.select().from(events).orderBy(asc(events.id));
      expect(eventRows.map((row) => row.id)).toEqual(before.events.map((row) => row.id));

      // An event's date becomes its start, at midnight in Lagos, and stays the date the cards show.
      for (const [i, row] of eventRows.entries()) {
        expect(row.date).toBe(before.events[i]!.date);
        expect(instantToLagosLocal(row.startsAt)).toBe(`${before.events[i]!.date}T00:00`);
        expect(row.endsAt).toBeNull();
      }

      // A product's maker is now a record of the directory with the same name, created when missing.
      for (const [i, row] of productRows.entries()) {
        const [maker] = await db.select().from(artists).where(eq(artists.id, row.artistId));
        expect(maker!.name).toBe(before.products[i]!.artist);
      }
      const artistRows = await db.select().from(artists);
      const makers = new Set(before.products.map((row) => row.artist));
      const known = new Set(before.artists.map((row) => row.id));
      expect(artistRows.filter((row) => known.has(row.id))).toHaveLength(before.artists.length);
      expect(artistRows.filter((row) => !known.has(row.id)).every((row) => makers.has(row.name))).toBe(true);

      // Slugs: readable, unique per kind, diacritics transliterated, clashes numbered.
      const slugOf = async (table: typeof products | typeof events | typeof stories | typeof artists, id: string) =>
        (await db.select({ slug: table.slug }).from(table).where(eq(table.id, id)))[0]!.slug;
      expect(await slugOf(artists, 'a0000000-0000-4000-8000-000000000001')).toBe('oumou-sangare');
      expect(await slugOf(products, 'b0000000-0000-4000-8000-000000000001')).toBe('mogoya');
      expect(await slugOf(products, 'b0000000-0000-4000-8000-000000000002')).toBe('mogoya-2');
      expect(await slugOf(events, 'c0000000-0000-4000-8000-000000000001')).toBe('felabration');
      expect(await slugOf(events, 'c0000000-0000-4000-8000-000000000002')).toBe('felabration-2');
      expect(await slugOf(stories, 'd0000000-0000-4000-8000-000000000001')).toBe('afrobeats-rising');
      expect(await slugOf(stories, 'd0000000-0000-4000-8000-000000000002')).toBe('afrobeats-rising-2');
      for (const table of [products, events, artists, stories]) {
        const slugs = (await db.select({ slug: table.slug }).from(table)).map((row) => row.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
        expect(slugs.every((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))).toBe(true);
      }
      const [maker] = await db.select().from(artists).where(eq(artists.name, 'Sangaré Collective'));
      expect(maker!.slug).toBe('sangare-collective');
    } finally {
      await dispose();
    }
  });
});
