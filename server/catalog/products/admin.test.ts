import { expect, it } from 'vitest';
import { presentProductDetail } from './presenter';
import { artistRefsOf } from '../artists/artist-refs';
import { products } from '@server/db/schema';
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
      presentProductDetail({ ...row, artistRef: (await artistRefsOf(db, [row.artistId])).get(row.artistId)! }),
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
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ type: 'Cassette' }, typeMessage],
        [{ type: 'album' }, typeMessage],
        [{ type: '' }, typeMessage],
        [{ priceKobo: 19_999.99 }, 'Price must be a valid amount.'],
        [{ priceKobo: -1 }, 'Price must be a valid amount.'],
        [{ priceKobo: '1999999' }, 'Price must be a valid amount.'],
        [{ name: ' ', type: 'Tape' }, `Name is required. ${typeMessage}`],
        // A number where text belongs is refused too, but the answer names what a person can fix: the blank artist.
        [{ name: 42, artist: '   ' }, 'Artist is required.'],
      ];
      for (const [change, message] of cases) {
        const response = await send('POST', '/api/admin/products', { ...fela, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json(), JSON.stringify(change)).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
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
  },
);
