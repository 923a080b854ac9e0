import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { ArtistEntry, EventDetail, ProductDetail, StoryEntry } from '@shared/schemas/catalog';
import { artistEntity } from './artist-entity';
import { nounOf, titleOf, type AdminItem, type EntityDefinition } from './entity-definition';
import { problemsByField } from '@client/lib/forms';
import { koboToPriceText, priceTextToKobo } from '@client/lib/price-text';
import { errorKeyOf, formFromItem, readForm } from './entity-form';
import { eventEntity } from './event-entity';
import { productEntity } from './product-entity';
import { storyEntity } from './story-entity';
import { newVariantRow, type VariantRow } from './variant-rows';

const id = '00000000-0000-4000-8000-000000000001';
const fela = { id, slug: 'fela-kuti', name: 'Fela Kuti' };
const product: ProductDetail = {
  id,
  slug: 'zombie',
  name: 'Zombie',
  artist: 'Fela Kuti',
  artistRef: fela,
  type: 'Vinyl',
  priceKobo: 1_500_050,
  description: 'A 1976 classic.',
  imageUrl: '/uploads/products/z.webp',
  image: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  stock: 12,
  defaultVariantId: null,
  variants: [{ id, name: 'Standard', sku: null, stock: 12 }],
};
const event: EventDetail = {
  id,
  slug: 'felabration',
  name: 'Felabration',
  date: '2024-12-22',
  // 20:00 in Lagos (UTC+1).
  startsAt: '2024-12-22T19:00:00.000Z',
  endsAt: null,
  location: 'Lagos',
  venue: 'New Afrika Shrine',
  city: 'Lagos',
  description: '',
  artistRef: fela,
  imageUrl: null,
  image: null,
  ticketTypes: [
    { id, name: 'Early bird', priceKobo: 500_000, capacity: 50, left: 4, salesEndAt: '2024-12-01T17:00:00.000Z' },
    { id, name: 'Regular', priceKobo: 1_000_000, capacity: 200, left: 200, salesEndAt: '2024-12-22T19:00:00.000Z' },
  ],
  cancelledAt: null,
};
const artist: ArtistEntry = {
  id,
  slug: 'burna-boy',
  name: 'Burna Boy',
  discipline: 'Musician',
  bio: 'Afro-fusion from Port Harcourt.',
  genre: 'Afro-fusion',
  location: '',
  links: { spotify: 'https://open.spotify.com/artist/burna', website: 'https://burnaboy.example' },
  imageUrl: null,
  image: null,
};
const story: StoryEntry = {
  id,
  slug: 'the-sound-of-lagos',
  title: 'The Sound of Lagos',
  author: 'Ada Obi',
  date: '2024-10-26',
  excerpt: 'A city that never sleeps.',
  body: 'It **never** sleeps.',
  category: 'Music',
  sourceName: null,
  sourceUrl: null,
  artistRef: null,
  imageUrl: null,
  image: null,
};

function roundTrip<Item extends AdminItem, Input extends object>(
  definition: EntityDefinition<Item, Input>,
  item: Item,
) {
  return readForm(definition, formFromItem(definition.fields, item), item);
}

describe('the form of each entity', () => {
  it('names the screens and dialogs of the admin area', () => {
    expect([productEntity, eventEntity, artistEntity, storyEntity].map((d) => [titleOf(d), nounOf(d)])).toEqual([
      ['Products', 'Product'],
      ['Events', 'Event'],
      ['Artists', 'Artist'],
      ['Stories', 'Story'],
    ]);
  });

  it('has the form labels, in order', () => {
    expect(productEntity.fields.map((f) => i18n._(f.label))).toEqual([
      'Name',
      'Artist',
      'Type',
      'Price (₦)',
      'Description',
      'Variants and stock',
    ]);
    expect(eventEntity.fields.map((f) => i18n._(f.label))).toEqual([
      'Name',
      'Starts (Lagos time)',
      'Ends (Lagos time)',
      'Location',
      'Venue',
      'City',
      'Description',
      'Artist',
      'Tickets',
    ]);
    expect(artistEntity.fields.map((f) => i18n._(f.label))).toEqual([
      'Name',
      'Discipline',
      'Bio',
      'Genre',
      'Location',
      'Links (one per line)',
    ]);
    expect(storyEntity.fields.map((f) => i18n._(f.label))).toEqual([
      'Title',
      'Author',
      'Date',
      'Excerpt',
      'Story',
      'Category',
      'Source',
      'Source link',
      'Artist',
    ]);
    expect(productEntity.fields[2]?.options?.map((o) => o.value)).toEqual([
      'Album',
      'Vinyl',
      'T-Shirt',
      'Hoodie',
      'Art Print',
    ]);
  });

  it('starts empty when adding, the type on the first of the five', () => {
    expect(formFromItem(productEntity.fields, null)).toEqual({
      name: '',
      artist: '',
      type: 'Album',
      price: '',
      description: '',
      variants: [],
    });
    expect(formFromItem(storyEntity.fields, null)).toEqual({
      title: '',
      author: '',
      date: '',
      excerpt: '',
      body: '',
      category: 'Music',
      sourceName: '',
      sourceUrl: '',
      artist: '',
    });
  });

  it('pre-fills every field when editing, the price in naira', () => {
    expect(formFromItem(productEntity.fields, product)).toEqual({
      name: 'Zombie',
      artist: 'Fela Kuti',
      type: 'Vinyl',
      price: '15000.50',
      description: 'A 1976 classic.',
      variants: [{ key: id, id, name: 'Standard', stock: '12', sku: '', stockSeen: 12 }],
    });
    expect(formFromItem(eventEntity.fields, event)).toEqual({
      name: 'Felabration',
      startsAt: '2024-12-22T20:00',
      endsAt: '',
      location: 'Lagos',
      venue: 'New Afrika Shrine',
      city: 'Lagos',
      description: '',
      artist: 'Fela Kuti',
      ticketTypes: 'Early bird, 5000, 50, 2024-12-01 18:00\nRegular, 10000, 200',
    });
    expect(formFromItem(artistEntity.fields, artist)).toEqual({
      name: 'Burna Boy',
      discipline: 'Musician',
      bio: 'Afro-fusion from Port Harcourt.',
      genre: 'Afro-fusion',
      location: '',
      links: 'https://burnaboy.example\nhttps://open.spotify.com/artist/burna',
    });
    expect(formFromItem(storyEntity.fields, story)).toEqual({
      title: 'The Sound of Lagos',
      author: 'Ada Obi',
      date: '2024-10-26',
      excerpt: 'A city that never sleeps.',
      body: 'It **never** sleeps.',
      category: 'Music',
      sourceName: '',
      sourceUrl: '',
      artist: '',
    });
  });

  it('turns an unchanged form back into the input of the item (round trip), without the image', async () => {
    expect(await roundTrip(productEntity, product)).toEqual({
      input: {
        name: 'Zombie',
        artist: 'Fela Kuti',
        type: 'Vinyl',
        priceKobo: 1_500_050,
        description: 'A 1976 classic.',
        variants: [{ id, name: 'Standard', stock: 12, stockSeen: 12 }],
      },
      problems: [],
    });
    expect(await roundTrip(eventEntity, event)).toEqual({
      input: {
        name: 'Felabration',
        startsAt: '2024-12-22T20:00',
        endsAt: '',
        location: 'Lagos',
        venue: 'New Afrika Shrine',
        city: 'Lagos',
        description: '',
        artist: 'Fela Kuti',
        ticketTypes: [
          { name: 'Early bird', priceKobo: 500_000, capacity: 50, salesEnd: '2024-12-01T18:00' },
          { name: 'Regular', priceKobo: 1_000_000, capacity: 200 },
        ],
      },
      problems: [],
    });
    expect(await roundTrip(artistEntity, artist)).toEqual({
      input: {
        name: 'Burna Boy',
        discipline: 'Musician',
        bio: 'Afro-fusion from Port Harcourt.',
        genre: 'Afro-fusion',
        location: '',
        links: { website: 'https://burnaboy.example', spotify: 'https://open.spotify.com/artist/burna' },
      },
      problems: [],
    });
    expect(await roundTrip(storyEntity, story)).toEqual({
      input: {
        title: 'The Sound of Lagos',
        author: 'Ada Obi',
        date: '2024-10-26',
        excerpt: 'A city that never sleeps.',
        body: 'It **never** sleeps.',
        category: 'Music',
        sourceName: '',
        sourceUrl: '',
        artist: '',
      },
      problems: [],
    });
  });

  it("shows a link that is not https:// under the artist's Links", async () => {
    const { problems } = await readForm(artistEntity, {
      name: 'Tems',
      discipline: 'Musician',
      bio: 'Singer.',
      links: 'http://tems.example',
    });
    expect(problemsByField(problems)).toEqual({ links: 'Links must be https:// addresses.' });
  });

  it('reads the variants a row each, and names the part of the row at fault', async () => {
    const form = { name: 'Tee', artist: 'Fela Kuti', type: 'T-Shirt', price: '12000', description: '' };
    const row = (name: string, stock: string, sku = '') => ({ key: name, name, stock, sku });
    const sized = await readForm(productEntity, { ...form, variants: [row('S', '8', 'TEE-S'), row('M', ' ')] });
    expect(sized.problems).toEqual([]);
    expect(sized.input).toMatchObject({
      variants: [
        { name: 'S', stock: 8, sku: 'TEE-S' },
        { name: 'M', stock: null },
      ],
    });
    const stock = 'Stock must be a whole number from 0 to 1,000,000, or empty for unlimited.';
    // "25" typed as the only thing on a row is a stock without a name, not a variant named 25.
    const wrong = await readForm(productEntity, {
      ...form,
      variants: [row('S', 'lots'), row('', '25'), row('XL', '2.5'), row('s', '1')],
    });
    expect(problemsByField(wrong.problems)).toEqual({
      'variants/0/stock': stock,
      'variants/1/name': 'Variant name is required.',
      'variants/2/stock': stock,
    });
    // Nothing of the text is lost on the way: a stock that is not a whole number is sent as typed.
    expect((wrong.input as { variants: Array<{ stock: unknown }> }).variants.map((v) => v.stock)).toEqual([
      'lots',
      25,
      '2.5',
      1,
    ]);
  });

  it('sends each variant that was there by its id, with the stock the admin was shown, so the server adds the difference', async () => {
    const form = formFromItem(productEntity.fields, product);
    const rows = [...(form.variants as VariantRow[]), newVariantRow()];
    rows[0] = { ...rows[0]!, name: 'standard', stock: '20' };
    rows[1] = { ...rows[1]!, name: 'XL', stock: '3' };
    const { input } = await readForm(productEntity, { ...form, variants: rows }, product);
    expect(input).toMatchObject({
      variants: [
        { id, name: 'standard', stock: 20, stockSeen: 12 },
        { name: 'XL', stock: 3 },
      ],
    });
    expect((input as { variants: object[] }).variants[1]).not.toHaveProperty('stockSeen');
    expect((input as { variants: object[] }).variants[1]).not.toHaveProperty('id');
  });

  it('sends no variants for a new product without rows, and an empty list when an edit removed them all', async () => {
    const form = { name: 'Tee', artist: 'Fela Kuti', type: 'T-Shirt', price: '12000', description: '' };
    expect((await readForm(productEntity, { ...form, variants: [] })).input).not.toHaveProperty('variants');
    const edited = await readForm(
      productEntity,
      { ...formFromItem(productEntity.fields, product), variants: [] },
      product,
    );
    expect(problemsByField(edited.problems)).toEqual({ variants: 'A product needs at least one variant.' });
  });

  it("places the server's field on the form: a field by its name, a variant's part on its row", () => {
    expect(errorKeyOf(productEntity.fields, 'priceKobo')).toBe('price');
    expect(errorKeyOf(productEntity.fields, 'variants/1/stock')).toBe('variants/1/stock');
    expect(errorKeyOf(productEntity.fields, 'variants/2')).toBe('variants/2/name');
    expect(errorKeyOf(productEntity.fields, 'variants')).toBe('variants');
    expect(errorKeyOf(eventEntity.fields, 'endsAt')).toBe('endsAt');
    expect(errorKeyOf(eventEntity.fields, 'ticketTypes/1/salesEnd')).toBe('ticketTypes');
    expect(errorKeyOf(storyEntity.fields, 'title')).toBe('title');
    expect(errorKeyOf(storyEntity.fields, 'slug')).toBeUndefined();
  });

  it('trims texts and turns naira into kobo', async () => {
    const { input, problems } = await readForm(productEntity, {
      name: '  Zombie ',
      artist: 'Fela Kuti  ',
      type: 'Album',
      price: '15000.5',
      description: '',
    });
    expect(problems).toEqual([]);
    expect(input).toEqual({
      name: 'Zombie',
      artist: 'Fela Kuti',
      type: 'Album',
      priceKobo: 1_500_050,
      description: '',
    });
  });

  it('names every missing required field with the rules the server applies, and nothing is sent', async () => {
    const product = await readForm(productEntity, { name: ' ', artist: '', type: 'Cassette', price: '' });
    expect(problemsByField(product.problems)).toEqual({
      name: 'Name is required.',
      artist: 'Artist is required.',
      type: 'Type must be one of Album, Vinyl, T-Shirt, Hoodie, Art Print.',
      price: 'Price must be a valid amount.',
    });
    expect(
      Object.keys(problemsByField((await readForm(eventEntity, { name: '', date: '', location: '' })).problems)),
    ).toEqual(['name', 'startsAt', 'location']);
    expect(
      Object.keys(problemsByField((await readForm(artistEntity, { name: '', discipline: '', bio: '' })).problems)),
    ).toEqual(['name', 'discipline', 'bio']);
    expect(
      Object.keys(
        problemsByField(
          (await readForm(storyEntity, { title: '', author: '', date: '', excerpt: '', category: 'Culture' })).problems,
        ),
      ),
    ).toEqual(['title', 'author', 'date', 'excerpt']);
  });
});

describe('price text', () => {
  it('shows whole naira without decimals and kobo with two digits', () => {
    expect(koboToPriceText(1_500_000)).toBe('15000');
    expect(koboToPriceText(1_500_050)).toBe('15000.50');
    expect(koboToPriceText(1)).toBe('0.01');
    expect(koboToPriceText(0)).toBe('0');
  });

  it('reads the step-0.01 amounts without floating-point drift', () => {
    expect(priceTextToKobo('0.01')).toBe(1);
    expect(priceTextToKobo('19.99')).toBe(1999);
    expect(priceTextToKobo('1234.56')).toBe(123_456);
    expect(priceTextToKobo('0')).toBe(0);
  });

  it('makes an empty, negative or non-numeric amount invalid instead of zero', () => {
    for (const text of ['', '  ', '-1', 'abc', 'Infinity']) expect(priceTextToKobo(text)).toBeNaN();
  });
});
