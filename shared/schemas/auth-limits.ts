// The limits and texts of the account schemas (auth.ts), and how e-mail addresses are read. Kept apart
// from the schemas so that screens can show them without loading TypeBox.

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap for the server. */
export const PASSWORD_MAX = 256;
export const DISPLAY_NAME_MAX = 60;

/**
 * An e-mail address, spaces around it allowed: something@something.something, at most EMAIL_MAX
 * characters once trimmed. The look-ahead bounds the address's length first, so a long input costs
 * one pass.
 */
export const EMAIL_PATTERN = `^\\s*(?=\\S{1,${EMAIL_MAX}}\\s*$)[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$`;
const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

/**
 * An address on the reserved `.invalid` domain (any case, spaces after it allowed): the demo personas'
 * addresses, which nobody can join with (SECURITY.md), so no one can take a persona's place.
 */
export const RESERVED_EMAIL_PATTERN = '\\.[iI][nN][vV][aA][lL][iI][dD]\\s*$';
/** The domain of the demo personas' addresses (docs/product.md §3). */
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** The part of an e-mail before the @: the header's welcome, which only the member sees. */
export function emailLocalPart(email: string): string {
  return email.split('@')[0] ?? email;
}

/**
 * The display name of a member who chose none: neutral, never taken from the e-mail (which would publish
 * it), e.g. 'Member 4821'. The four digits come from the account's random id, so every default shown for
 * one account is the same.
 */
export function defaultDisplayName(accountId: string): string {
  const hex = accountId.replace(/[^0-9a-f]/giu, '').slice(-8) || '0';
  return `Member ${1000 + (parseInt(hex, 16) % 9000)}`;
}

/** The display name a member chose, or null when theirs is still the neutral default (the header's welcome). */
export function chosenDisplayName(displayName: string | null | undefined, accountId: string): string | null {
  return displayName && displayName !== defaultDisplayName(accountId) ? displayName : null;
}
