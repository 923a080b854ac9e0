import { expect, it } from 'vitest';
import { presentArtistEntry } from './presenter';
import { eq } from 'drizzle-orm';
import { artists, events, products } from '@server/db/schema';
import { buildArtist, buildEvent, buildProduct } from '@server/test/factories/catalog';
import { signInAdmin } from '@server/test/accounts';
import { describeResource } from '@server/test/contracts/admin-resource';

describeResource<typeof artists.$inferSelect>(
  {
    list: 'artists',
    table: artists,
    build: buildArtist,
    present: async (_db, row) => presentArtistEntry({ ...row, image: null }),
    searchField: 'name',
    notFound: 'Artist not found.',
    input: () => ({
      name: '  Tems  ',
      discipline: ' Musician ',
      bio: '  Singer and producer from Lagos.  ',
      genre: ' Alté ',
      location: 'Lagos, Nigeria',
      links: { instagram: 'https://www.instagram.com/temsbaby', spotify: 'https://open.spotify.com/artist/tems' },
      imageUrl: '/uploads/artists/tems.png',
    }),
    changed: () => ({
      name: 'Njideka Akunyili Crosby',
      discipline: 'Visual Artist',
      bio: 'Painter.',
      genre: 'Painting',
      location: 'Los Angeles, USA',
      links: { website: 'https://www.njidekaakunyilicrosby.com' },
      imageUrl: 'https://res.cloudinary.com/demo/njideka.png',
    }),
    required: [
      ['name', 'Name is required.'],
      ['discipline', 'Discipline is required.'],
      ['bio', 'Bio is required.'],
    ],
    duplicate: {
      existing: { name: 'Burna Boy' },
      input: { name: '  BURNA boy ', discipline: 'Musician', bio: 'Afro-fusion.' },
      message: 'An artist named "BURNA boy" already exists.',
    },
  },
  (ctx) => {
    it("keeps the bio's inner line breaks and trims only its ends", async () => {
      const send = await signInAdmin(ctx);

      const response = await send('POST', '/api/admin/artists', {
        name: 'Wizkid',
        discipline: 'Musician',
        bio: '\n  Born in Surulere.\n\nStarboy.  \n',
      });

      expect(response.statusCode).toBe(201);
      expect(response.json<{ bio: string }>().bio).toBe('Born in Surulere.\n\nStarboy.');
      expect((await ctx.database.db.select().from(artists)).map((row) => row.bio)).toEqual([
        'Born in Surulere.\n\nStarboy.',
      ]);
    });

    it('refuses to delete an artist whose products still name them (409), and deletes nothing', async () => {
      const send = await signInAdmin(ctx);
      const maker = await buildArtist(ctx.database.db, { name: 'Maker' });
      const product = await buildProduct(ctx.database.db, { artistId: maker.id });

      const response = await send('DELETE', `/api/admin/artists/${maker.id}`);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'IN_USE',
          message: 'This artist still has products. Delete their products or give them to another artist first.',
        },
      });
      expect(await ctx.database.db.select().from(artists).where(eq(artists.id, maker.id))).toHaveLength(1);
      expect(await ctx.database.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    });

    it('deletes an artist who only plays at events: the events stay, without a performer', async () => {
      const send = await signInAdmin(ctx);
      const player = await buildArtist(ctx.database.db, { name: 'Player' });
      const event = await buildEvent(ctx.database.db, { artistId: player.id });

      expect((await send('DELETE', `/api/admin/artists/${player.id}`)).statusCode).toBe(204);

      const [kept] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
      expect(kept!.artistId).toBeNull();
    });
  },
);
