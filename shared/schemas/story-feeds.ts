// The outlets' RSS or Atom feeds the story import reads (docs/product.md §10).
import Type, { type Static } from 'typebox';
import { Id, IsoDateTime } from './common';
import { PersonText } from './text-rules';

export const StoryFeed = Type.Object({
  id: Id,
  name: Type.String(),
  url: Type.String(),
  /** When the import last read it, and what went wrong then (null when it was read). */
  lastCheckedAt: Type.Union([IsoDateTime, Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type StoryFeed = Static<typeof StoryFeed>;

export const StoryFeedList = Type.Object({ items: Type.Array(StoryFeed) });
export type StoryFeedList = Static<typeof StoryFeedList>;

export const FEED_URL_MESSAGE = /*i18n*/ {
  id: 'admin.feeds.url-invalid',
  message: 'Feed address must be an http:// or https:// address.',
};

export const StoryFeedInput = Type.Object(
  {
    name: PersonText(200, { required: /*i18n*/ { id: 'admin.feeds.name-required', message: 'Name is required.' } }),
    url: Type.String({
      maxLength: 2000,
      pattern: '^\\s*https?://[^\\s\\\\]+\\s*$',
      errorMessage: { pattern: FEED_URL_MESSAGE, required: FEED_URL_MESSAGE, maxLength: FEED_URL_MESSAGE },
    }),
  },
  { additionalProperties: false },
);
export type StoryFeedInput = Static<typeof StoryFeedInput>;
