// Which stored messages (mail_messages) are a member's: those sent to one of their addresses, and, for
// erasure, any that names one of them (the notice to an old address names the new one).
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { mailMessages } from '@server/db/schema';

export function sentTo(addresses: string[]): SQL {
  return addresses.length > 0 ? inArray(sql`lower(${mailMessages.to})`, addresses) : sql`false`;
}

/** A regular expression's text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/**
 * An address as a whole word, never inside a longer one: `ada@example.com` is not in `mada@example.com`
 * nor in `ada@example.com.ng`, but is in `<ada@example.com>` or at the end of a sentence.
 */
export const wholeAddress = (address: string) => `(?<![a-z0-9._%+-])${literal(address)}(?![a-z0-9-]|\\.[a-z0-9-])`;

export function naming(addresses: string[]): SQL {
  const everything = sql`concat_ws(' ', ${mailMessages.to}, ${mailMessages.subject}, ${mailMessages.text}, ${mailMessages.html})`;
  return or(sentTo(addresses), ...addresses.map((address) => sql`${everything} ~* ${wholeAddress(address)}`))!;
}
