// What the one list screen and the one dialog need to know about an entity: a small definition per
// entity (which fields, how they are shown and sent) instead of a copy of the screen per entity.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SelectOption } from '@client/components/ui/select-field';
import type { AdminSection } from '@client/lib/paths';
import type { AdminEntity } from '@shared/domain';
import type { ImageDetails } from '@shared/schemas/common';
import type { TObject, TSchema } from 'typebox';

/** How a field is edited; it also fixes how its text becomes the input's value and back. */
/**
 * `artist`: a name of the directory, with its names suggested; `links`: one address per line; `variants`:
 * one "name, stock, SKU" per line; `tickets`: one "name, price, seats, sales end" per line.
 */
export type FieldControl =
  'text' | 'textarea' | 'date' | 'datetime' | 'price' | 'select' | 'links' | 'artist' | 'variants' | 'tickets';

export interface FieldSpec<Item> {
  /** The form's name for the field ('price'); what the schema finds wrong with `key` shows under it. */
  name: string;
  /** The property of the item and of the input that the field edits ('priceKobo'). */
  key: keyof Item & string;
  label: MessageDescriptor;
  control: FieldControl;
  /** The choices of a select; a new entry starts on the first. */
  options?: readonly SelectOption[];
  /** Whether the field may be left empty (empty means none); fields are required unless said. */
  optional?: boolean;
  /** The field's text when it is not the item's own property `key` (an event's artist is `artistRef.name`). */
  read?: (item: never) => string;
  /** The input's property, when it is not `key` (the artist's name is sent as `artist`). */
  inputKey?: string;
}

export interface AdminItem {
  id: string;
  imageUrl: string | null;
  image: ImageDetails | null;
}

export interface EntityDefinition<Item extends AdminItem, Input extends object> {
  /** The API resource, the upload folder and the route. */
  section: AdminSection;
  entity: AdminEntity;
  fields: readonly FieldSpec<Item>[];
  /** Loads the schema of the input (docs/product.md §5's rules), the one the server validates it with. */
  schema: () => Promise<TObject<{ [Key in keyof Input]-?: TSchema }>>;
  /** The item's name (title for stories) and the key facts the list shows under it. */
  describe: (item: Item) => { name: string; facts: string[] };
}

const NOUNS: Record<AdminEntity, MessageDescriptor> = {
  product: msg({ id: 'admin.catalog.noun.product', message: 'Product' }),
  event: msg({ id: 'admin.catalog.noun.event', message: 'Event' }),
  artist: msg({ id: 'admin.catalog.noun.artist', message: 'Artist' }),
  story: msg({ id: 'admin.catalog.noun.story', message: 'Story' }),
};

const TITLES: Record<AdminSection, MessageDescriptor> = {
  products: msg({ id: 'admin.catalog.title.products', message: 'Products' }),
  events: msg({ id: 'admin.catalog.title.events', message: 'Events' }),
  artists: msg({ id: 'admin.catalog.title.artists', message: 'Artists' }),
  stories: msg({ id: 'admin.catalog.title.stories', message: 'Stories' }),
};

/** "Product": the entity's name alone (the sentences that name it are messages of their own). */
export const nounOf = (definition: { entity: AdminEntity }) => i18n._(NOUNS[definition.entity]);

/** "Products": the screen's h1. */
export const titleOf = (definition: { section: AdminSection }) => i18n._(TITLES[definition.section]);

export const field = <Item>(
  control: FieldControl,
  key: keyof Item & string,
  label: MessageDescriptor,
  extra: Partial<Omit<FieldSpec<Item>, 'read'>> & { read?: (item: Item) => string } = {},
): FieldSpec<Item> => ({
  name: key,
  key,
  label,
  control,
  ...(extra as Partial<FieldSpec<Item>>),
});

/** The artist an entry names, shown and sent as the name; the server finds the record of that name. */
export const artistNameOf = (item: { artistRef: { name: string } | null }) => item.artistRef?.name ?? '';
