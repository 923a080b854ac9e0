import { adminMessages } from '@shared/admin-messages';
import { validationFailed } from '@server/errors';

/** The location of an artist or event import, trimmed; blank is refused with the text of docs/product.md §5. */
export function requireLocation(text: string): string {
  const location = text.replace(/\s+/g, ' ').trim();
  if (!location) throw validationFailed(adminMessages.enterLocation);
  return location;
}
