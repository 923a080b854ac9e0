import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@shared/schemas/catalog';
import { presentProductDetail } from './presenter';
import { variantsOf } from './variants';
import { artistRefsOf } from '../lib/artist-refs';
import { products, productVariants } from '@server/db/schema';
import { buildArtist, buildProduct } from '@server/test/factories/catalog';
import { signInAdmin } from '@server/test/accounts';
import { describeResource } from '@server/test/contracts/admin-resource';

// The artists the inputs name, made before each test.
const FELA = '00000000-0000-4000-8000-00000000fe1a';
const BURNA = '00000000-0000-4000-8000-0000000b0a4a';
const fela = { name: 'Zombie (Reissue)', artist: 'Fela Kuti', type: 'Vinyl', priceKobo: 2_500_000 } as const;
const artistIds: Record<string, string> = { 'fela kuti': FELA, 'burna boy': BURNA };

describeResource<typeof products.$inferSelect>(
  {
    list: 'products',
    table: products,
    build: (db, overrides) => buildProduct(db, overrides),
    present: async (db, row) =>
      presentProductDetail(
        { ...row, image: null, artistRef: (await artistRefsOf(db, [row.artistId])).get(row.artistId)! },
        (await variantsOf(db, [row.id])).get(row.id)!,
      ),
    setUp: async (db) => {
      await buildArtist(db, { id: FELA, name: 'Fela Kuti' });
      await buildArtist(db, { id: BURNA, name: 'Burna Boy' });
    },
    asStored: ({ artist, ...rest }) => ({ ...rest, artistId: artistIds[String(artist).toLowerCase()] }),
    searchField: 'name',
    notFound: 'Product not found.',
    input: () => ({
      name: '  Water No Get Enemy  ',
      artist: ' fela KUTI ',
      description: ' A 1975 classic. ',
      type: 'Album',
      priceKobo: 1_500_000,
      imageUrl: '/uploads/products/water.png',
    }),
    changed: () => ({
      name: 'African Giant',
      artist: 'Burna Boy',
      description: 'Afro-fusion.',
      type: 'Hoodie',
      priceKobo: 3_000_050,
      imageUrl: 'https://res.cloudinary.com/demo/giant.png',
    }),
    required: [
      ['name', 'Name is required.'],
      ['artist', 'Artist is required.'],
    ],
  },
  (ctx) => {
    it('stores 19999.99 naira as exactly 1999999 kobo and answers it unchanged everywhere', async () => {
      const send = await signInAdmin(ctx);

      const created = await send('POST', '/api/admin/products', { ...fela, priceKobo: 1_999_999 });

      expect(created.statusCode).toBe(201);
      const { id, priceKobo } = created.json<{ id: string; priceKobo: number }>();
      expect(priceKobo).toBe(1_999_999);
      expect((await ctx.database.db.select().from(products)).map((row) => row.priceKobo)).toEqual([1_999_999]);
      expect((await send('GET', `/api/admin/products/${id}`)).json<{ priceKobo: number }>().priceKobo).toBe(1_999_999);
      const publicList = (await ctx.app.inject({ method: 'GET', url: '/api/products' })).json<{
        items: Array<{ priceKobo: number }>;
      }>();
      expect(publicList.items.map((item) => item.priceKobo)).toEqual([1_999_999]);
    });

    it('refuses a type outside the five and a price that is not a whole, non-negative number of kobo', async () => {
      const send = await signInAdmin(ctx);
      const typeMessage = 'Type must be one of Album, Vinyl, T-Shirt, Hoodie, Art Print.';
      // The field is the first the message speaks of.
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ type: 'Cassette' }, typeMessage, 'type'],
        [{ type: 'album' }, typeMessage, 'type'],
        [{ type: '' }, typeMessage, 'type'],
        [{ priceKobo: 19_999.99 }, 'Price must be a valid amount.', 'priceKobo'],
        [{ priceKobo: -1 }, 'Price must be a valid amount.', 'priceKobo'],
        [{ priceKobo: '1999999' }, 'Price must be a valid amount.', 'priceKobo'],
        [{ name: ' ', type: 'Tape' }, `Name is required. ${typeMessage}`, 'name'],
        // A number where text belongs is refused too, but the answer names what a person can fix: the blank artist.
        [{ name: 42, artist: '   ' }, 'Artist is required.', 'artist'],
      ];
      for (const [change, message, field] of cases) {
        const response = await send('POST', '/api/admin/products', { ...fela, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json(), JSON.stringify(change)).toEqual({
          error: { code: 'VALIDATION_FAILED', message, field },
        });
      }
      expect(await ctx.database.db.select().from(products)).toEqual([]);
    });

    it('lets two products share a name: products have no duplicate rule', async () => {
      const send = await signInAdmin(ctx);
      expect((await send('POST', '/api/admin/products', fela)).statusCode).toBe(201);
      expect((await send('POST', '/api/admin/products', { ...fela, name: fela.name.toUpperCase() })).statusCode).toBe(
        201,
      );
      expect(await ctx.database.db.select().from(products)).toHaveLength(2);
    });

    describe('variants', () => {
      type Detail = { id: string; slug: string; stock: number | null; variants: ProductVariant[] };
      const sizes = [
        { name: 'S', sku: 'TEE-S', stock: 4 },
        { name: 'M', sku: ' ', stock: 10 },
        { name: 'L', stock: null },
      ];

      it('gives a product without variants one unlimited Standard variant, and keeps them on an edit that omits them', async () => {
        const send = await signInAdmin(ctx);
        const created = (await send('POST', '/api/admin/products', fela)).json<Detail>();
        expect(created.variants).toEqual([
          { id: expect.any(String) as string, name: 'Standard', sku: null, stock: null },
        ]);
        expect(created.stock).toBeNull();
        const edited = (
          await send('PUT', `/api/admin/products/${created.id}`, { ...fela, name: 'Zombie' })
        ).json<Detail>();
        expect(edited.variants).toEqual(created.variants);
      });

      it('stores sizes in order with their stock, and shows the units left on the list and the page', async () => {
        const send = await signInAdmin(ctx);
        const created = await send('POST', '/api/admin/products', {
          ...fela,
          variants: sizes.map((v) => ({ ...v, stock: v.stock ?? 2 })),
        });
        expect(created.statusCode).toBe(201);
        const detail = created.json<Detail>();
        expect(detail.variants.map(({ name, sku, stock }) => ({ name, sku, stock }))).toEqual([
          { name: 'S', sku: 'TEE-S', stock: 4 },
          { name: 'M', sku: null, stock: 10 },
          { name: 'L', sku: null, stock: 2 },
        ]);
        expect(detail.stock).toBe(16);
        const list = (await ctx.app.inject({ method: 'GET', url: '/api/products' })).json<{ items: Detail[] }>();
        expect(list.items[0]!.stock).toBe(16);
        const page = (await ctx.app.inject({ method: 'GET', url: `/api/products/${detail.slug}` })).json<Detail>();
        expect(page.variants).toEqual(detail.variants);
      });

      it('keeps ids across an edit that reorders, renames, swaps names, removes and adds', async () => {
        const send = await signInAdmin(ctx);
        const { id, variants } = (
          await send('POST', '/api/admin/products', { ...fela, variants: sizes })
        ).json<Detail>();
        const [s, m] = variants;
        const edited = await send('PUT', `/api/admin/products/${id}`, {
          ...fela,
          variants: [
            { id: m!.id, name: 'S', stock: 1 },
            { id: s!.id, name: 'M', stock: 0 },
            { name: 'XL', stock: 7 },
          ],
        });
        expect(edited.statusCode).toBe(200);
        expect(edited.json<Detail>().variants).toEqual([
          { id: m!.id, name: 'S', sku: null, stock: 1 },
          { id: s!.id, name: 'M', sku: null, stock: 0 },
          { id: expect.any(String) as string, name: 'XL', sku: null, stock: 7 },
        ]);
        expect(await ctx.database.db.select().from(productVariants)).toHaveLength(3);
      });

      it('adds the difference the admin made to the stock as it is now, so units sold meanwhile stay sold', async () => {
        const send = await signInAdmin(ctx);
        const { id, variants } = (
          await send('POST', '/api/admin/products', { ...fela, variants: sizes })
        ).json<Detail>();
        // The dialog showed S 4 and M 10; then a buyer's order took 3 of M.
        await ctx.database.db.update(productVariants).set({ stock: 7 }).where(eq(productVariants.id, variants[1]!.id));
        const edited = await send('PUT', `/api/admin/products/${id}`, {
          ...fela,
          variants: [
            { name: 'S', stock: 0, stockSeen: 4 },
            { name: 'M', stock: 15, stockSeen: 10 },
            { name: 'L', stock: 5, stockSeen: null },
          ],
        });
        expect(edited.json<Detail>().variants.map(({ name, stock }) => [name, stock])).toEqual([
          ['S', 0],
          ['M', 12],
          ['L', 5],
        ]);
        // Without what the admin saw, the stock is what they typed.
        const plain = await send('PUT', `/api/admin/products/${id}`, { ...fela, variants: [{ name: 'M', stock: 15 }] });
        expect(plain.json<Detail>().variants.map(({ stock }) => stock)).toEqual([15]);
      });

      it('keeps a variant sent by its name without its id, as the dialog sends them', async () => {
        const send = await signInAdmin(ctx);
        const { id, variants } = (
          await send('POST', '/api/admin/products', { ...fela, variants: sizes })
        ).json<Detail>();
        const edited = await send('PUT', `/api/admin/products/${id}`, {
          ...fela,
          variants: [
            { name: 'm', stock: 3 },
            { name: 'XXL', stock: 1 },
          ],
        });
        expect(edited.json<Detail>().variants).toEqual([
          { id: variants[1]!.id, name: 'm', sku: null, stock: 3 },
          { id: expect.any(String) as string, name: 'XXL', sku: null, stock: 1 },
        ]);
      });

      it('takes rows of name, stock and SKU, and refuses a row without a name or a stock that is not a whole number, naming the row', async () => {
        const send = await signInAdmin(ctx);
        const valid = await send('POST', '/api/admin/products', {
          ...fela,
          variants: [
            { name: '42', stock: 25, sku: 'SHOE-42' },
            { name: 'Gift wrap', stock: null, sku: null },
            { name: 'Sample', stock: 0 },
          ],
        });
        expect(valid.statusCode).toBe(201);
        expect(valid.json<Detail>().variants.map(({ name, sku, stock }) => ({ name, sku, stock }))).toEqual([
          { name: '42', sku: 'SHOE-42', stock: 25 },
          { name: 'Gift wrap', sku: null, stock: null },
          { name: 'Sample', sku: null, stock: 0 },
        ]);
        const stock = 'Stock must be a whole number from 0 to 1,000,000, or empty for unlimited.';
        const row = 'Each variant needs a name and a stock (empty for unlimited).';
        const first = { name: 'S', stock: 1 };
        const cases: Array<[unknown[], string, string]> = [
          // A row with only a number: the stock typed where the name belongs, or the row itself a number.
          [[first, { stock: 25 }], 'Variant name is required.', 'variants/1/name'],
          [[first, { name: ' ', stock: 25, sku: null }], 'Variant name is required.', 'variants/1/name'],
          [[25], row, 'variants/0'],
          [[first, { name: 'M', stock: -1 }], stock, 'variants/1/stock'],
          [[first, { name: 'M', stock: 2.5 }], stock, 'variants/1/stock'],
          [[{ name: 'M' }], row, 'variants/0/stock'],
          [[first, { name: ' s ', stock: 2 }], 'Each variant needs its own name.', 'variants/1/name'],
        ];
        for (const [variants, message, field] of cases) {
          const response = await send('POST', '/api/admin/products', { ...fela, name: 'Other', variants });
          expect(response.statusCode, JSON.stringify(variants)).toBe(400);
          expect(response.json(), JSON.stringify(variants)).toEqual({
            error: { code: 'VALIDATION_FAILED', message, field },
          });
        }
        expect(await ctx.database.db.select().from(products)).toHaveLength(1);
      });

      it('refuses repeated names, a taken SKU, a stranger variant, no variants and bad stock, writing nothing', async () => {
        const send = await signInAdmin(ctx);
        const first = (await send('POST', '/api/admin/products', { ...fela, variants: sizes })).json<Detail>();
        const before = await ctx.database.db.select().from(productVariants);
        const stock = 'Stock must be a whole number from 0 to 1,000,000, or empty for unlimited.';
        const cases: Array<[unknown, number, string]> = [
          [
            [
              { name: 'M', stock: 1 },
              { name: ' m ', stock: 2 },
            ],
            400,
            'Each variant needs its own name.',
          ],
          [[{ name: 'One', sku: 'tee-s', stock: 1 }], 409, 'That SKU is already used by another variant.'],
          [[{ id: first.variants[0]!.id, name: 'Mine', stock: 1 }], 400, 'A variant does not belong to this product.'],
          [[], 400, 'A product needs at least one variant.'],
          [[{ name: 'One', stock: -1 }], 400, stock],
          [[{ name: 'One', stock: 1.5 }], 400, stock],
          [[{ name: 'One', stock: '3' }], 400, stock],
          [[{ name: 'One' }], 400, 'Each variant needs a name and a stock (empty for unlimited).'],
          [[{ name: '  ', stock: 1 }], 400, 'Variant name is required.'],
        ];
        for (const [variants, status, message] of cases) {
          const response = await send('POST', '/api/admin/products', { ...fela, name: 'Other', variants });
          expect(response.statusCode, JSON.stringify(variants)).toBe(status);
          expect(response.json<{ error: { message: string } }>().error.message, JSON.stringify(variants)).toBe(message);
        }
        // The form shows a repeated name on its row.
        const repeated = await send('POST', '/api/admin/products', {
          ...fela,
          name: 'Other',
          variants: [
            { name: 'M', stock: 1 },
            { name: ' m ', stock: 2 },
          ],
        });
        expect(repeated.json<{ error: { field: string } }>().error.field).toBe('variants/1/name');
        expect(await ctx.database.db.select().from(products)).toHaveLength(1);
        expect(await ctx.database.db.select().from(productVariants)).toEqual(before);
      });
    });
  },
);
