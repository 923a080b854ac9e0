import { expect, it } from 'vitest';
import { presentArtist } from './presenter';
import { artists } from '@server/db/schema';
import { buildArtist } from '@server/test/factories/catalog';
import { signInAdmin } from '@server/test/accounts';
import { describeResource } from '@server/test/contracts/admin-resource';

describeResource(
  {
    list: 'artists',
    table: artists,
    build: buildArtist,
    present: presentArtist,
    searchField: 'name',
    notFound: 'Artist not found.',
    input: () => ({
      name: '  Tems  ',
      discipline: ' Musician ',
      bio: '  Singer and producer from Lagos.  ',
      imageUrl: '/uploads/artists/tems.png',
    }),
    changed: () => ({
      name: 'Njideka Akunyili Crosby',
      discipline: 'Visual Artist',
      bio: 'Painter.',
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
  },
);
