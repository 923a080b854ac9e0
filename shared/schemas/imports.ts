// Imports of artists, news stories and generated events (docs/product.md §2, §7, §8, §9).
import Type, { type Static } from 'typebox';
import { NEWS_CATEGORIES, NEWS_COUNTRIES } from '../constants';

export const ArtistImportBody = Type.Object(
  { location: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type ArtistImportBody = Static<typeof ArtistImportBody>;

export const EventImportBody = Type.Object(
  { location: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type EventImportBody = Static<typeof EventImportBody>;

export const StoryImportBody = Type.Object(
  { category: Type.Enum([...NEWS_CATEGORIES]), country: Type.Enum([...NEWS_COUNTRIES]) },
  { additionalProperties: false },
);
export type StoryImportBody = Static<typeof StoryImportBody>;

export const ImportResult = Type.Object({
  /** What happened, in words: success, or why sample data was used. */
  message: Type.String(),
  found: Type.Integer(),
  imported: Type.Integer(),
  existing: Type.Integer(),
  /** Where the items came from: 'MusicBrainz', 'News API', 'Generated locally' or 'Sample data'. */
  source: Type.String(),
});
export type ImportResult = Static<typeof ImportResult>;
