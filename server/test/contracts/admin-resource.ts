// What every admin catalogue resource promises, written once: each resource's test file runs this suite
// with its own table, data and messages, on every test database, and adds the tests only it needs.
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogListName } from '@shared/domain';
import type { Db } from '@server/db/database';
import { signInAdmin } from '../accounts';
import { useTestApp, type TestContext } from '../app';
import { testDrivers } from '../database';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Input = Record<string, unknown>;
type CatalogRow = { id: string; createdAt: Date; updatedAt: Date; imageUrl: string | null };
interface Page {
  items: Array<Record<string, unknown> & { id: string }>;
  nextCursor: string | null;
}

export interface ResourceCase<Row extends CatalogRow> {
  list: CatalogListName;
  table: PgTable;
  /** A valid input with spaces around its text (stored trimmed) and an image. */
  input: () => Input;
  /** Another valid input, every field changed, for updates. */
  changed: () => Input;
  /** The field `q` searches. */
  searchField: 'name' | 'title';
  build: (db: Db, overrides?: Partial<Row>) => Promise<Row>;
  /** The admin API's item for a stored row (with what it references, such as the artist). */
  present: (db: Db, row: Row) => Promise<unknown>;
  /** Records the inputs refer to (an artist), made before each test. */
  setUp?: (db: Db) => Promise<void>;
  /** The columns an input is stored as, when they differ from its fields (an event's Lagos times). */
  asStored?: (input: Input) => Input;
  notFound: string;
  /** Each text field the dialog requires, with its message. */
  required: Array<[field: string, message: string]>;
  /** A row that exists, an input that repeats it in another case, and the answer. */
  /** `field`: the input's field the refusal names, 'name' unless said. */
  duplicate?: { existing: Partial<Row>; input: Input; message: string; field?: string };
}

const trimmed = (input: Input): Input =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );

const failure = (code: string, message: string, field?: string) => ({
  error: { code, message, ...(field ? { field } : {}) },
});

const PAST = new Date('2020-01-01T00:00:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The shared suite for one resource on PGlite (and PostgreSQL when configured), then `more` of its own. */
export function describeResource<Row extends CatalogRow>(c: ResourceCase<Row>, more: (ctx: TestContext) => void): void {
  describe.each(testDrivers())(`admin ${c.list} on %s`, (driver) => {
    const ctx = useTestApp(driver);
    resourceContract(ctx, c);
    more(ctx);
  });
}

function resourceContract<Row extends CatalogRow>(ctx: TestContext, c: ResourceCase<Row>): void {
  const base = `/api/admin/${c.list}`;
  const present = (row: Row) => c.present(ctx.database.db, row);
  if (c.setUp) beforeEach(() => c.setUp!(ctx.database.db));
  const stored = (input: Input) => (c.asStored ?? ((i: Input) => i))(trimmed(input));
  /** The public list shows the same items (in its own, shorter shape). */
  const publicIds = async () => (await publicItems()).map((item) => item.id);
  const rows = async () => (await ctx.database.db.select().from(c.table)) as Row[];
  const rowById = async (id: string) => (await rows()).find((row) => row.id === id);
  const publicItems = async () => (await ctx.app.inject({ method: 'GET', url: `/api/${c.list}` })).json<Page>().items;
  /** Rows named `names[i]`, each added one second after the one before. */
  const buildInOrder = async (names: string[]) => {
    const built: Row[] = [];
    for (const [i, name] of names.entries()) {
      built.push(
        await c.build(ctx.database.db, {
          [c.searchField]: name,
          createdAt: new Date(PAST.getTime() + i * 1000),
        } as Partial<Row>),
      );
    }
    return built;
  };

  it('creates with trimmed text, answers 201 with the item, and the item reads back and shows publicly', async () => {
    const send = await signInAdmin(ctx);

    const response = await send('POST', base, c.input());

    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string }>();
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject(stored(c.input()));
    expect(created).toEqual(await present(all[0]!));
    const read = await send('GET', `${base}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect(await publicIds()).toEqual([created.id]);
  });

  it('updates every field and updatedAt, keeps createdAt, and the public list shows the change', async () => {
    const send = await signInAdmin(ctx);
    const existing = await c.build(ctx.database.db, { createdAt: PAST, updatedAt: PAST } as Partial<Row>);

    const response = await send('PUT', `${base}/${existing.id}`, c.changed());

    expect(response.statusCode).toBe(200);
    const row = (await rowById(existing.id))!;
    expect(row).toMatchObject(stored(c.changed()));
    expect(row.createdAt).toEqual(PAST);
    expect(row.updatedAt.getTime()).toBeGreaterThan(PAST.getTime());
    expect(response.json()).toEqual(await present(row));
    expect(await publicIds()).toEqual([existing.id]);
  });

  it('keeps the image when imageUrl is omitted and removes it when imageUrl is null', async () => {
    const send = await signInAdmin(ctx);
    const existing = await c.build(ctx.database.db, { imageUrl: `/uploads/${c.list}/kept.png` } as Partial<Row>);
    const { imageUrl: _ignored, ...withoutImage } = c.changed();

    const kept = await send('PUT', `${base}/${existing.id}`, withoutImage);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<CatalogRow>().imageUrl).toBe(`/uploads/${c.list}/kept.png`);
    expect((await rowById(existing.id))!.imageUrl).toBe(`/uploads/${c.list}/kept.png`);

    const removed = await send('PUT', `${base}/${existing.id}`, { ...withoutImage, imageUrl: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CatalogRow>().imageUrl).toBeNull();
    expect((await rowById(existing.id))!.imageUrl).toBeNull();
  });

  it('deletes with a 204, from the table and the public list; a second delete is a 404', async () => {
    const send = await signInAdmin(ctx);
    const [doomed, kept] = [await c.build(ctx.database.db), await c.build(ctx.database.db)];

    const response = await send('DELETE', `${base}/${doomed.id}`);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await rows()).map((row) => row.id)).toEqual([kept.id]);
    expect(await publicIds()).toEqual([kept.id]);
    const again = await send('DELETE', `${base}/${doomed.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(failure('NOT_FOUND', c.notFound));
  });

  it("refuses each required field empty, blank or missing with the field's message, writing nothing", async () => {
    const send = await signInAdmin(ctx);
    for (const [field, message] of c.required) {
      for (const value of ['', '   ', undefined]) {
        const response = await send('POST', base, { ...c.input(), [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(response.json(), `${field}=${JSON.stringify(value)}`).toEqual(
          failure('VALIDATION_FAILED', message, field),
        );
      }
    }
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a blank required field on update and leaves the item as it was', async () => {
    const send = await signInAdmin(ctx);
    const existing = await c.build(ctx.database.db);
    for (const [field, message] of c.required) {
      const response = await send('PUT', `${base}/${existing.id}`, { ...c.changed(), [field]: ' ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(failure('VALIDATION_FAILED', message, field));
    }
    expect(await rows()).toEqual([existing]);
  });

  it('refuses image URLs a browser would read as another host or path, on create and update, writing nothing', async () => {
    const send = await signInAdmin(ctx);
    const existing = await c.build(ctx.database.db, { imageUrl: `/uploads/${c.list}/kept.png` } as Partial<Row>);
    // Browsers read \ as /, drop tabs and newlines and resolve dot segments (SECURITY.md, "Image URLs").
    const hostile = [
      '/\\evil.test/x.png',
      '/\t/evil.test/x.png',
      '/\n/evil.test/x.png',
      `/uploads/${c.list}/x.png\n`,
      '/\\',
      '//evil.test/x.png',
      '/uploads//evil.test/x.png',
      '/uploads/../x.png',
      '/uploads/%2e%2e/x.png',
      '/elsewhere/x.png',
      'https://user@evil.test/x.png',
      'https://user:secret@res.cloudinary.com/x.png',
      'https://evil.test\\@res.cloudinary.com/x.png',
      'https://EVIL.test/x.png',
      'https://res.cloudinary.com:8443/x.png',
      'https://127.0.0.1/x.png',
      'javascript:alert(1)',
      'http://plain.example/x.png',
      ' /uploads/x.png',
    ];
    for (const imageUrl of hostile) {
      for (const [method, url] of [
        ['POST', base],
        ['PUT', `${base}/${existing.id}`],
      ] as const) {
        const response = await send(method, url, { ...c.input(), imageUrl });
        expect(response.statusCode, `${method} ${JSON.stringify(imageUrl)}`).toBe(400);
        expect(response.json(), JSON.stringify(imageUrl)).toEqual(
          failure('VALIDATION_FAILED', 'Image must be an uploaded image or an https:// link.', 'imageUrl'),
        );
      }
    }
    expect(await rows()).toEqual([existing]);
  });

  it("accepts what the upload stores, the seed's art and Cloudinary write", async () => {
    const send = await signInAdmin(ctx);
    const accepted = [
      `/uploads/${c.list}/0123456789abcdef0123456789abcdef.webp`,
      `https://res.cloudinary.com/griot-test/image/upload/v1763812345/${c.list}/1763812345-my_photo-1.png`,
      '/media/art/pattern/lagos-nights.svg',
      "/media/avatars/Ada%20Obi%20(O'Neil)!.svg",
      'https://images.example/festival.jpg?w=1200&h=630',
    ];
    const created = await send('POST', base, { ...c.input(), imageUrl: accepted[0] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<CatalogRow>();
    for (const imageUrl of accepted) {
      const response = await send('PUT', `${base}/${id}`, { ...c.changed(), imageUrl });
      expect(response.statusCode, imageUrl).toBe(200);
      expect(response.json<CatalogRow>().imageUrl).toBe(imageUrl);
      expect((await rowById(id))!.imageUrl).toBe(imageUrl);
    }
  });

  it('drops unknown properties: id, timestamps and anything else come from the server', async () => {
    const send = await signInAdmin(ctx);

    const response = await send('POST', base, {
      ...c.input(),
      id: UNKNOWN_ID,
      createdAt: PAST.toISOString(),
      role: 'admin',
    });

    expect(response.statusCode).toBe(201);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]!.id).not.toBe(UNKNOWN_ID);
    expect(all[0]!.createdAt.getTime()).toBeGreaterThan(PAST.getTime());
    expect(Object.keys(response.json<object>()).sort()).toEqual(Object.keys((await present(all[0]!)) as object).sort());
  });

  it('lists every item newest added first, 20 to a page unless asked', async () => {
    const send = await signInAdmin(ctx);
    const built = await buildInOrder(Array.from({ length: 21 }, (_, i) => `Item ${String(i).padStart(2, '0')}`));
    const newestFirst = built.map((row) => row.id).reverse();

    const first = (await send('GET', base)).json<Page>();
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.items[0]).toEqual(await present(built[20]!));
    const second = (await send('GET', `${base}?cursor=${encodeURIComponent(first.nextCursor!)}`)).json<Page>();
    expect(second).toEqual({ items: [await present(built[0]!)], nextCursor: null });
  });

  it(`searches the ${c.searchField} case-insensitively anywhere in it, taking %, _ and \\ literally`, async () => {
    const send = await signInAdmin(ctx);
    await buildInOrder([
      'Afrobeat Classics',
      'Highlife Nights',
      'LIVE AFROBEAT',
      '100% Juju',
      '1000 Juju',
      'a_b',
      'axb',
      'back\\slash',
      'backslash',
    ]);
    const search = async (q: string) =>
      (await send('GET', `${base}?q=${encodeURIComponent(q)}`)).json<Page>().items.map((item) => item[c.searchField]);

    expect(await search('roBEat')).toEqual(['LIVE AFROBEAT', 'Afrobeat Classics']);
    expect(await search('  LIFE  ')).toEqual(['Highlife Nights']);
    expect(await search('0%')).toEqual(['100% Juju']);
    expect(await search('a_b')).toEqual(['a_b']);
    expect(await search('k\\s')).toEqual(['back\\slash']);
    expect(await search('   ')).toHaveLength(9);
  });

  it('pages through a search result without repeats or gaps, even with equal timestamps', async () => {
    const send = await signInAdmin(ctx);
    const sameMoment = PAST;
    for (let i = 0; i < 7; i++)
      await c.build(ctx.database.db, { [c.searchField]: `Match ${i}`, createdAt: sameMoment } as Partial<Row>);
    for (let i = 0; i < 5; i++)
      await c.build(ctx.database.db, { [c.searchField]: `Other ${i}`, createdAt: sameMoment } as Partial<Row>);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `${base}?q=match&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: Page = (await send('GET', url)).json<Page>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.id));
      expect(page.items.every((item) => String(item[c.searchField]).startsWith('Match'))).toBe(true);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...new Set(seen)].sort().reverse());
  });

  it('answers a cursor that is not one of its own with a 400', async () => {
    const send = await signInAdmin(ctx);
    const response = await send('GET', `${base}?cursor=not-a-cursor`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      failure('INVALID_CURSOR', 'The cursor is not valid for this list. Start again from the first page.'),
    );
  });

  it('answers an unknown id with a 404 and a malformed one with a 400 on read, update and delete', async () => {
    const send = await signInAdmin(ctx);
    await c.build(ctx.database.db);
    const calls: Array<[Method, Input | undefined]> = [
      ['GET', undefined],
      ['PUT', c.changed()],
      ['DELETE', undefined],
    ];
    for (const [method, payload] of calls) {
      const unknown = await send(method, `${base}/${UNKNOWN_ID}`, payload);
      expect(unknown.statusCode, method).toBe(404);
      expect(unknown.json(), method).toEqual(failure('NOT_FOUND', c.notFound));
      const malformed = await send(method, `${base}/not-a-uuid`, payload);
      expect(malformed.statusCode, method).toBe(400);
      expect(malformed.json(), method).toEqual(failure('VALIDATION_FAILED', 'params/id must match format "uuid"'));
    }
    expect(await rows()).toHaveLength(1);
  });

  const duplicate = c.duplicate;
  if (duplicate) {
    it('refuses a duplicate in any case with a 409 on create and update, writing nothing', async () => {
      const send = await signInAdmin(ctx);
      const existing = await c.build(ctx.database.db, duplicate.existing);
      const other = await c.build(ctx.database.db);

      const created = await send('POST', base, duplicate.input);
      expect(created.statusCode).toBe(409);
      const refusal = { error: { code: 'CONFLICT', message: duplicate.message, field: duplicate.field ?? 'name' } };
      expect(created.json()).toEqual(refusal);

      const renamed = await send('PUT', `${base}/${other.id}`, duplicate.input);
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toEqual(refusal);
      const byId = (a: CatalogRow, b: CatalogRow) => a.id.localeCompare(b.id);
      expect((await rows()).sort(byId)).toEqual([existing, other].sort(byId));

      // Saving an item under its own name in another case is not a duplicate.
      const itself = await send('PUT', `${base}/${existing.id}`, duplicate.input);
      expect(itself.statusCode).toBe(200);
    });
  }
}
