// A page's address from a name: lower case, letters with diacritics written plainly ("Sangaré" → `sangare`),
// words joined by hyphens, at most 80 characters. The migration that gave existing items their slugs folds
// the common diacritics the same way (server/db/migrations/0003_pages_worth_sharing.sql).
import slugifyName from '@sindresorhus/slugify';

export const MAX_SLUG_LENGTH = 80;

export function slugify(name: string): string {
  const slug = slugifyName(name, { decamelize: false }).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'item';
}
