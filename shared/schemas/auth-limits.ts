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

export const accountMessages = {
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters.`,
  emailTaken: 'An account with this e-mail already exists. Sign in instead.',
  credentialsRequired: 'Please enter your e-mail and password.',
} as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** The part of an e-mail before the @: the default display name and the header's welcome. */
export function emailLocalPart(email: string): string {
  return email.split('@')[0] ?? email;
}
