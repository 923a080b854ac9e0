// The limits of the community schemas (community.ts), and the text helpers that apply them the same way
// everywhere. Kept apart from the schemas so that screens can show them without loading TypeBox.

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const TAGS_MAX = 5;
export const TAG_MAX = 30;
export const EXCERPT_LENGTH = 150;
export const BIO_MAX = 1000;
export const PROFILE_NAME_MAX = 60;
/** Who wrote the posts and replies of a deleted account (docs/privacy.md). */
export const FORMER_MEMBER = 'Former member';
/** What stands in place of the title and words of a post or reply its author deleted (docs/product.md §10). */
export const DELETED_BY_AUTHOR = 'Deleted by its author';

/** 'music, , Afrobeat ,live' → ['music', 'Afrobeat', 'live']: trimmed, empty entries dropped. */
export function parseTags(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The card's excerpt: the first 150 characters, cut at a word when one ends near the limit. */
export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH - 30 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
