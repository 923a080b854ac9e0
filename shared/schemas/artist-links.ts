// An artist's links (website, Instagram, Spotify, Audiomack…): each an https:// address, at most one per kind.
import Type, { type Static } from 'typebox';
import { ARTIST_LINK_KINDS } from '../constants';

const HttpsLink = Type.String({
  maxLength: 500,
  pattern: '^https://[^\\s\\\\]+$',
  errorMessage: { pattern: /*i18n*/ { id: 'artists.rule.https-links', message: 'Links must be https:// addresses.' } },
});

export const ArtistLinks = Type.Partial(
  Type.Object(
    Object.fromEntries(ARTIST_LINK_KINDS.map((kind) => [kind, HttpsLink])) as Record<
      (typeof ARTIST_LINK_KINDS)[number],
      typeof HttpsLink
    >,
  ),
  { additionalProperties: false },
);
export type ArtistLinks = Static<typeof ArtistLinks>;
